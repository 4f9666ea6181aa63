import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../api/test-support';
import { renderPage } from '../../../../components/resource/test-render';
import { categoryNode } from '../../category/testCategories';
import { GoodCreatePage } from './GoodCreatePage';

vi.setConfig({ testTimeout: 30_000 });

const emptyPage = ok({ data: [], total: 0, per_page: 200, current_page: 1, last_page: 1 });
const category = categoryNode({ id: 7, name: 'Cards' });

function api() {
  return mockApi({
    'GET category': ok([category]),
    'GET brand': emptyPage,
    'GET good/specification/7': ok({ parameters: [], options: [], brands: [] }),
    'POST good': ok({ id: 1 }),
  });
}

describe('goods form', () => {
  it('imports card keys line by line: a bad line is named and nothing is imported', async () => {
    api();
    renderPage(<GoodCreatePage />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByText('Card key / net disk'));
    await u.click(screen.getByRole('button', { name: /Card keys \(0\)/ }));
    const editor = await screen.findByRole('dialog');
    await u.click(within(editor).getByRole('tab', { name: 'Import' }));
    await u.type(within(editor).getByRole('textbox', { name: 'Import' }), 'A1:K1{Enter}A2 K2{Enter}A3:K3');
    await u.click(within(editor).getByRole('button', { name: 'Import' }));
    expect(
      await within(editor).findByText('Line 2 has a wrong format; expected "number:key" or "address:code"'),
    ).toBeInTheDocument();
    expect(within(editor).getByRole('tab', { name: '0 unused' })).toBeInTheDocument();
  });

  it('refuses non-fixed card keys fewer than the inventory before sending anything', async () => {
    const calls = api();
    renderPage(<GoodCreatePage />);
    const u = userEvent.setup({ delay: null });
    await u.type(await screen.findByLabelText('Goods name'), 'Game card');
    await u.click(screen.getByRole('combobox', { name: /Category/ }));
    await u.click(await screen.findByText('Cards'));
    await u.click(screen.getByText('Card key / net disk'));
    await u.type(screen.getByRole('spinbutton', { name: 'Sale price (yuan)' }), '50');
    await u.type(screen.getByRole('spinbutton', { name: 'Inventory' }), '5');
    await u.click(screen.getByRole('button', { name: /Card keys \(0\)/ }));
    const editor = await screen.findByRole('dialog');
    await u.click(within(editor).getByRole('tab', { name: 'Import' }));
    await u.type(within(editor).getByRole('textbox', { name: 'Import' }), 'A1:K1{Enter}A2:K2');
    await u.click(within(editor).getByRole('button', { name: 'Import' }));
    await u.click(within(editor).getByRole('button', { name: /Done/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('The number of card keys cannot be less than the inventory'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the declared goods fields with their names and options, and asks for the name first', async () => {
    const calls = api();
    renderPage(<GoodCreatePage />);
    const u = userEvent.setup({ delay: null });
    const name = await screen.findByLabelText('Goods name');
    expect(name).toHaveAttribute('maxlength', '120');
    expect(screen.getByLabelText('Article number')).toHaveAttribute('maxlength', '64');
    for (const type of ['General', 'Virtual', 'Card key / net disk', 'Download'])
      expect(screen.getByRole('radio', { name: type })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'General' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Keep in warehouse' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Reduce on order' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Recommend' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Sale price (yuan)' })).toHaveAttribute(
      'aria-valuemax',
      '99999999.99',
    );
    await u.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Please enter Goods name')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
