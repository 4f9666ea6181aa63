import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { LoadState } from './LoadState';
import { renderPage } from './resource/test-render';

describe('the load state of a page', () => {
  it("shows the server's message and retries when asked", async () => {
    const refetch = vi.fn();
    const error = new ApiError(40400, 'The goods do not exist');
    renderPage(<LoadState query={{ isError: true, error, refetch }} />);
    expect(await screen.findByText('The goods do not exist')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Retry/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a general message for a failure without text of its own', async () => {
    const error = new ApiError(0, 'Network error', {}, 0, true);
    renderPage(<LoadState query={{ isError: true, error, refetch: vi.fn() }} />);
    expect(await screen.findByText('The data could not be loaded')).toBeInTheDocument();
  });

  it('shows a spinner while the data is on its way', () => {
    renderPage(<LoadState query={{ isError: false, error: null, refetch: vi.fn() }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-spin')).not.toBeNull();
  });
});
