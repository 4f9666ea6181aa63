import { dhlResource } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../test-render';
import { DeclaredListPage } from './DeclaredListPage';

vi.setConfig({ testTimeout: 20_000 });

const row = (id: number, name: string, isDefault: number) => ({
  id,
  name,
  abbreviation: name.slice(0, 3).toUpperCase(),
  state: 1,
  is_default: isDefault,
  sort: 0,
  created_at: '',
  updated_at: '',
  version: 1,
});

describe('logistics companies, a declared resource with rules of its own', () => {
  it('marks the default and shows why it cannot be unset', async () => {
    const calls = mockApi({
      'GET dhl': ok({
        data: [row(1, 'SF Express', 1), row(2, 'YTO', 0)],
        total: 2,
        per_page: 10,
        current_page: 1,
        last_page: 1,
      }),
      'POST dhl/1': fail(
        42200,
        'There must be one default logistics company: make another one the default instead',
        {
          is_default: ['There must be one default logistics company: make another one the default instead'],
        },
      ),
    });
    renderPage(<DeclaredListPage resource={dhlResource} />);
    const sf = await screen.findByRole('row', { name: /SF Express/ });
    expect(within(sf).getByText('Default')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(within(sf).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('switch', { name: 'Default' }));
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ is_default: 0, version: 1 });
    expect(
      (
        await within(dialog).findAllByText(
          'There must be one default logistics company: make another one the default instead',
        )
      ).length,
    ).toBeGreaterThan(0);
  });
});
