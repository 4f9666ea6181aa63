import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../api/test-support';
import { SearchForm } from './SearchForm';
import { renderPage } from './test-render';
import type { FilterField } from './types';

vi.setConfig({ testTimeout: 20_000 });

const fields: FilterField[] = [{ kind: 'priceRange', name: 'price', label: 'Price', from: 'min', to: 'max' }];

function renderForm() {
  mockApi({});
  const onSearch = vi.fn();
  renderPage(<SearchForm fields={fields} filters={{}} onSearch={onSearch} />);
  const u = userEvent.setup({ delay: null });
  return { onSearch, u };
}

describe('SearchForm price range', () => {
  it('searches with the bounds in cents', async () => {
    const { onSearch, u } = renderForm();
    await u.type(screen.getByLabelText('Price Min'), '1.5');
    await u.type(screen.getByLabelText('Price Max'), '20');
    await u.click(screen.getByRole('button', { name: /Search/ }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ min: '150', max: '2000' }));
  });

  it('says which bound is not a price instead of dropping it', async () => {
    const { onSearch, u } = renderForm();
    await u.type(screen.getByLabelText('Price Min'), '1.555');
    await u.click(screen.getByRole('button', { name: /Search/ }));
    expect(
      await screen.findByText(/Price Min/, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses a highest price below the lowest', async () => {
    const { onSearch, u } = renderForm();
    await u.type(screen.getByLabelText('Price Min'), '30');
    await u.type(screen.getByLabelText('Price Max'), '20');
    await u.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText(/Price Max.*30\.00/)).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
