import { jobStatusSchema } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../api/test-support';
import { contractFixture } from '../../test/contract-fixture';
import { renderPage } from '../resource/test-render';
import { ListExportButton } from './ListExportButton';

const doneJob = contractFixture(jobStatusSchema, {
  id: 9,
  type: 'export.member',
  state: 'done',
  progress: 100,
  message: '',
  result: { file: 'member-20261128T120000.xlsx', rows: 2 },
});

describe('the export button of a declared list', () => {
  it("sends the list's filters to its export, shows the outcome and downloads the file", async () => {
    const calls = mockApi({
      'POST member/export/all': ok({ job_id: 9 }),
      'GET job/9': ok(doneJob),
      'GET member/export/file/9': { body: 'xlsx bytes' },
    });
    const objectUrl = vi.fn((_: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: () => undefined });
    renderPage(
      <ListExportButton path="member" params={{ page: 2, limit: 20, keyword: 'ann', activeIndex: 2 }} />,
    );
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export finished: 2 rows')).toBeInTheDocument();
    const started = calls.find((c) => c.method === 'POST' && c.path === 'member/export/all');
    expect(started?.body).toEqual({ keyword: 'ann', activeIndex: 2 });
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.path === 'member/export/file/9')).toBe(true),
    );
    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Download the file' })).toBeInTheDocument();
  });

  it('is hidden from an admin without the export permission', async () => {
    mockApi({});
    renderPage(
      <>
        <span>list</span>
        <ListExportButton path="assets/events" params={{}} />
      </>,
      '/page',
      '*',
      ['AllList'],
    );
    expect(await screen.findByText('list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
