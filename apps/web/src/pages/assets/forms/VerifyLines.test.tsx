import type { FormDetail, FormLine } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { VerifyLines, visibleLines } from './VerifyLines';

vi.setConfig({ testTimeout: 30_000 });

const LINES = 10_000;

const line = (i: number): FormLine => ({
  id: i + 1,
  asset_id: i + 1,
  code: `ZC0301-2025-${String(i + 1).padStart(6, '0')}`,
  name: i === 7_777 ? 'Projector in room 7' : `Laptop ${i + 1}`,
  class_name: 'Computers',
  original_value: 500000,
  status: 'in_use',
  custodian: 'Wang',
  place_name: 'Main',
  result: i % 2 ? 'found' : null,
  result_place_id: null,
  evidence: [],
  remark: '',
  checked_at: null,
});

const campaign = (lines: FormLine[]) =>
  ({
    id: 9,
    kind: 'verify',
    number: 'PD202611230001',
    status: 'completed',
    line_count: lines.length,
    lines,
    installments: [],
    payments: [],
    task: null,
  }) as unknown as FormDetail;

describe('verification lines', () => {
  it('finds lines by code or name, and keeps only the unchecked ones on request', () => {
    const lines = Array.from({ length: 20 }, (_, i) => line(i));
    expect(visibleLines(lines, '', false)).toHaveLength(20);
    expect(visibleLines(lines, '', true).every((l) => l.result === null)).toBe(true);
    expect(visibleLines(lines, '', true)).toHaveLength(10);
    expect(visibleLines(lines, 'laptop 1', false).map((l) => l.id)).toEqual([
      1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(visibleLines(lines, ' zc0301-2025-000003 ', false).map((l) => l.id)).toEqual([3]);
  });

  it('renders ten thousand lines as a virtual table: only the rows in view are in the page', async () => {
    mockApi({});
    renderPage(<VerifyLines form={campaign(Array.from({ length: LINES }, (_, i) => line(i)))} />);
    expect(await screen.findByText('ZC0301-2025-000001')).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-table-row').length).toBeLessThan(100);
    expect(screen.getByText(`Assets (${LINES / 2}/${LINES})`)).toBeInTheDocument();

    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Find by code or name'), 'projector');
    await waitFor(() => expect(screen.getByText('Projector in room 7')).toBeInTheDocument());
    expect(document.querySelectorAll('.ant-table-row')).toHaveLength(1);
  });
});

describe('the export of one campaign', () => {
  it("exports the campaign's results by its form_id", async () => {
    const calls = mockApi({ 'POST verify/export/all': ok({ job_id: 4 }) });
    renderPage(<VerifyLines form={campaign([line(0)])} />);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === 'verify/export/all')?.body).toEqual({
        form_id: 9,
      }),
    );
  });
});
