import { type OrderRow, orderFields } from '@bo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, listPage, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { IndentListPage } from './IndentListPage';

vi.setConfig({ testTimeout: 20_000 });

const row: OrderRow = {
  id: 7,
  identification: '20261123100000123456',
  member_id: 3,
  member_account: 'amy',
  state: 2,
  type: 0,
  goods_amount: 4000,
  carriage: 1000,
  total: 5000,
  paid: 5000,
  refunded: 0,
  consignee: 'Li Si',
  phone: '13800000001',
  region_name: 'Zhejiang Hangzhou Xihu',
  address: 'Road 1',
  dhl_id: null,
  dhl_name: null,
  odd: '',
  remark: '',
  pay_platform: 'balance',
  created_at: '2026-11-20T02:00:00.000Z',
  paid_at: '2026-11-20T02:01:00.000Z',
  shipped_at: null,
  receiving_time: null,
  finished_at: null,
  expires_at: null,
  lines: [{ name: 'Mug', image: '', number: 2 }],
  line_count: 1,
  version: 3,
};

const counts = { all: 1, waitPayment: 0, waitDelivery: 1, waitReceipt: 0, finished: 0, closed: 0, refund: 0 };

const company = {
  id: 2,
  name: 'sf',
  abbreviation: 'SF',
  state: 1,
  is_default: 1,
  sort: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  version: 1,
};

function renderList(calls: ApiCall[] = []) {
  mockApi({
    'GET indent': (call) => {
      calls.push(call);
      return ok(listPage([row]));
    },
    'GET indentCount': ok(counts),
    'GET dhl': ok(listPage([company])),
    'POST indent/shipment': (call) => {
      calls.push(call);
      return ok('Shipped');
    },
  });
  return renderPage(<IndentListPage />, '/shop/indent');
}

/** The labels of a form's items, in order. */
const labelsOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);

describe('order list', () => {
  it('searches with the declared filters and shows the declared columns in their order', async () => {
    const calls: ApiCall[] = [];
    renderList(calls);
    await screen.findByRole('row', { name: /20261123100000123456/ });
    const search = screen.getByRole('search');
    // The search form is the declaration's filters, named by their declared labels.
    expect(labelsOf(search)).toEqual(orderFields.filters.map((name) => orderFields.fields[name].label.en));
    expect(labelsOf(search)).toEqual(['Order / waybill no., consignee, phone', 'Goods name', 'Ordered']);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    // The first column chooses the orders to print.
    expect(headers).toEqual([
      '',
      'Order number',
      'Goods',
      'Member',
      'Consignee',
      'Total',
      'State',
      'Actions',
    ]);

    const u = userEvent.setup({ delay: null });
    await u.type(within(search).getByLabelText('Goods name'), 'Mug');
    await u.type(within(search).getByLabelText('Order / waybill no., consignee, phone'), 'Li Si');
    await u.click(within(search).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(calls.at(-1)?.query.get('goods_name')).toBe('Mug'));
    expect(calls.at(-1)?.query.get('keyword')).toBe('Li Si');
  });

  it('holds the waybill to the declared limit and format, with the declared messages, before sending', async () => {
    const calls: ApiCall[] = [];
    renderList(calls);
    const order = await screen.findByRole('row', { name: /20261123100000123456/ });
    const u = userEvent.setup({ delay: null });
    await u.click(within(order).getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('sf (SF)')).toBeInTheDocument();
    const waybill = within(dialog).getByLabelText('Waybill number');
    const { max } = orderFields.fields.odd;
    expect(waybill).toHaveAttribute('maxlength', String(max));

    // Pasted past the input's limit, the declared limit still refuses it.
    fireEvent.change(waybill, { target: { value: 'A'.repeat(max + 1) } });
    expect(await within(dialog).findByText(`Waybill number cannot exceed ${max}`)).toBeInTheDocument();
    await u.clear(waybill);
    await u.type(waybill, 'SF 1');
    expect(await within(dialog).findByText('Waybill number has a wrong format')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await u.clear(waybill);
    await u.type(waybill, 'SF-1');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ id: 7, dhl_id: 2, odd: 'SF-1' });
  });
});
