import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { ImportAssetsButton } from './ImportAssetsButton';

vi.setConfig({ testTimeout: 30_000 });

const job = (id: number, state: string, result: unknown, message = '') =>
  ok({ id, type: 'assets.import', state, progress: state === 'done' ? 100 : 40, message, result });

describe('asset import dialog', () => {
  it('lists the bad rows of a dry run, and imports a clean sheet', async () => {
    let dryRuns = 0;
    const calls = mockApi({
      'POST assstmall/Assetimport': () => ok({ job_id: ++dryRuns }),
      'GET job/1': job(1, 'done', {
        total: 3,
        valid: 2,
        error_count: 1,
        errors: [{ line: 3, column: 'Class code', message: 'The asset class does not exist' }],
      }),
      'GET job/2': job(2, 'done', { total: 3, valid: 3, error_count: 0, errors: [] }),
      'POST assstmall/new_Assetimport': ok({ job_id: 3 }),
      'GET job/3': job(3, 'done', { total: 3, valid: 3, error_count: 0, errors: [] }, '3 assets imported'),
    });
    renderPage(<ImportAssetsButton />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Import assets' }));
    const sheet = new File(['x'], 'assets.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await u.upload(input, sheet);
    expect(
      await screen.findByText('The check found 1 error: correct it and choose the sheet again'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('row', { name: /3 Class code The asset class does not exist/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import 3 assets/ })).toBeNull();

    await u.upload(document.querySelector('input[type="file"]') as HTMLInputElement, sheet);
    await u.click(await screen.findByRole('button', { name: 'Import 3 assets' }));
    expect(await screen.findByText('3 assets imported')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === 'assstmall/new_Assetimport')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'assstmall/Assetimport')?.body).toBeInstanceOf(FormData);
  });
});
