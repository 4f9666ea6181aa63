import type { OrderDetail } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, listPage, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { IndentDetailPage } from './IndentDetailPage';

vi.setConfig({ testTimeout: 20_000 });

const order = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 7,
  identification: '20261123100000123456',
  member_id: 3,
  member_account: 'amy',
  state: 3,
  type: 0,
  goods_amount: 4000,
  carriage: 1000,
  total: 5000,
  paid: 5000,
  refunded: 0,
  consignee: 'Li Si',
  phone: '13800000001',
  region_code: '330106',
  region_name: 'Zhejiang Hangzhou Xihu',
  address: 'Road 1',
  dhl_id: 1,
  dhl_name: 'SF Express',
  odd: 'SF1',
  remark: '',
  pay_platform: 'balance',
  created_at: '2026-11-20T02:00:00.000Z',
  paid_at: '2026-11-20T02:01:00.000Z',
  shipped_at: '2026-11-20T03:00:00.000Z',
  receiving_time: '2026-11-28T16:00:00.000Z',
  finished_at: null,
  expires_at: null,
  lines: [],
  line_count: 1,
  version: 3,
  order_lines: [
    {
      id: 1,
      good_id: 2,
      sku_id: 2,
      name: 'Mug',
      spec: [],
      image: '',
      price: 2000,
      number: 2,
      type: 0,
      codes: [],
    },
  ],
  payments: [],
  refunds: [],
  events: [
    {
      id: 1,
      action: 'shipped',
      actor_type: 'admin',
      actor_name: 'admin',
      detail: { dhl: 'SF Express', odd: 'SF1' },
      created_at: '2026-11-20T03:00:00.000Z',
    },
  ],
  refundable: 5000,
  ...overrides,
});

const dhl = (id: number, name: string, is_default: number) => ({
  id,
  name,
  abbreviation: name.slice(0, 2).toUpperCase(),
  state: 1,
  is_default,
  sort: id,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  version: 1,
});

function renderDetail(
  detail: OrderDetail,
  calls: ApiCall[],
  refund = ok('Refunded'),
  more: Parameters<typeof mockApi>[0] = {},
) {
  mockApi({
    ...more,
    'GET indent/7': (call) => {
      calls.push(call);
      return ok(detail);
    },
    'POST indent/refund/7': (call) => {
      calls.push(call);
      return refund;
    },
  });
  return renderPage(<IndentDetailPage />, '/shop/indent/detail/7', '/shop/indent/detail/:id');
}

describe('order detail', () => {
  it('offers the actions of its state and tells the timeline', async () => {
    renderDetail(order(), []);
    expect(await screen.findByText('20261123100000123456')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extend receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    expect(screen.getByText('admin shipped: SF Express SF1')).toBeInTheDocument();
  });

  it('asks the provider about an online payment and keeps its answer on screen until read', async () => {
    const calls: ApiCall[] = [];
    renderDetail(order({ pay_platform: 'sandbox' }), calls, ok('Refunded'), {
      'POST indent/payment/query/7': (call) => {
        calls.push(call);
        return ok({
          state: 'paid',
          trade_no: 'SBP1',
          amount: 5001,
          paid_at: '2026-11-20T02:01:00.000Z',
          matches: false,
          message:
            'The payment provider confirms ¥50.01 paid, not the ¥50.00 the order records: please check',
        });
      },
    });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Query payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/not the ¥50.00 the order records/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'indent/payment/query/7')).toHaveLength(1);
  });

  it('offers no payment query for an order paid from the balance', async () => {
    renderDetail(order(), []);
    expect(await screen.findByText('20261123100000123456')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Query payment' })).toBeNull();
  });

  it('refunds in cents and shows the server limit next to the amount', async () => {
    const calls: ApiCall[] = [];
    renderDetail(
      order(),
      calls,
      fail(42200, 'At most 50.00 can be refunded', { refund_money: ['At most 50.00 can be refunded'] }),
    );
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: /Refund/ }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Refund amount (yuan)');
    // The declared way's names and the reason's limit.
    expect(within(dialog).getByRole('radio', { name: 'To the balance' })).toBeChecked();
    expect(within(dialog).getByLabelText('Refund reason')).toHaveAttribute('maxlength', '200');
    await u.clear(amount);
    await u.type(amount, '60');
    await u.type(within(dialog).getByLabelText('Refund reason'), 'Broken');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('The refund cannot exceed 50.00')).toBeInTheDocument();
    await u.clear(amount);
    await u.type(amount, '12.5');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      refund_money: 1250,
      refund_way: 0,
      refund_reason: 'Broken',
    });
    expect(await within(dialog).findByText('At most 50.00 can be refunded')).toBeInTheDocument();
  });

  it('says before confirming whether a refund ends the order or leaves it where it is', async () => {
    renderDetail(order(), [], ok('Refunded'));
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: /Refund/ }));
    const dialog = await screen.findByRole('dialog');
    // The whole refundable amount is filled in first: it ends the order.
    expect(await within(dialog).findByText(/moves the order to “refunded”/)).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Refund amount (yuan)');
    await u.clear(amount);
    await u.type(amount, '10');
    expect(
      await within(dialog).findByText(
        'A part refund: the order stays “Wait for receipt” and can still ship and finish',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/moves the order to “refunded”/)).toBeNull();
  });

  it('preselects the default company when the companies arrive after the waybill was typed', async () => {
    const calls: ApiCall[] = [];
    let arrive: () => void = () => undefined;
    const companies = new Promise<void>((resolve) => (arrive = resolve));
    renderDetail(
      order({ state: 2, dhl_id: null, dhl_name: null, odd: '', shipped_at: null }),
      calls,
      undefined,
      {
        'GET dhl': async () => {
          await companies;
          return ok(listPage([dhl(1, 'ems', 0), dhl(2, 'sf', 1)]));
        },
        'POST indent/shipment': (call) => {
          calls.push(call);
          return ok('Shipped');
        },
      },
    );
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: /Ship/ }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('Waybill number'), 'SF123');
    arrive();
    expect(await within(dialog).findByText('sf (SF)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Waybill number')).toHaveValue('SF123');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 7, dhl_id: 2, odd: 'SF123' });
  });
});
