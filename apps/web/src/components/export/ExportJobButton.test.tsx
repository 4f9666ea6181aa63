import { jobStatusSchema } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../api/test-support';
import { contractFixture } from '../../test/contract-fixture';
import { renderPage } from '../resource/test-render';
import { ExportJobButton } from './ExportJobButton';

describe('the export button of a list', () => {
  it("exports the list's filters, not its page, and words the result from the list's texts", async () => {
    mockApi({
      'GET job/7': ok(
        contractFixture(jobStatusSchema, {
          id: 7,
          type: 'orders.export',
          state: 'done',
          progress: 100,
          message: '',
          result: { file: 'orders.xlsx', rows: 1 },
        }),
      ),
    });
    const start = vi.fn(async () => ({ job_id: 7 }));
    const download = vi.fn(async () => undefined);
    renderPage(
      <ExportJobButton
        params={{ page: 3, limit: 20, keyword: 'tea' }}
        api="IndentExport"
        start={start}
        download={download}
        texts="orders.export"
      />,
    );
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Export' }));
    expect(start).toHaveBeenCalledWith({ keyword: 'tea' });
    expect(await screen.findByText('Export finished: 1 row, the download has started.')).toBeInTheDocument();
    await waitFor(() => expect(download).toHaveBeenCalledWith(7, 'orders.xlsx'));
    expect(screen.getByRole('button', { name: 'Download the file' })).toBeInTheDocument();
  });
});
