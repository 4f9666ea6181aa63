import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { signedCents } from './BalanceModal';
import { MemberListPage } from './MemberListPage';

vi.setConfig({ testTimeout: 20_000 });

const amy = {
  id: 4,
  account: 'amy',
  nickname: 'Amy',
  gender: 2,
  birthday: '1991-03-04',
  email: '',
  phone: '13800000000',
  avatar: '',
  balance: 123456,
  state: 1,
  last_login_at: null,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  version: 1,
};
const page = <T,>(data: T[]) => ({ data, total: data.length, per_page: 10, current_page: 1, last_page: 1 });

function renderMembers(calls: ApiCall[], balance = ok({ balance: 122206, message: 'Balance adjusted' })) {
  mockApi({
    'GET member': (call) => {
      calls.push(call);
      return ok(page([amy]));
    },
    'GET memberCount': ok({ all: 1, normal: 1, forbidden: 0 }),
    'GET member/ledger/4': ok(
      page([
        {
          id: 9,
          kind: 'refund',
          amount: 2000,
          balance_after: 123456,
          reason: 'Broken cup',
          order_id: 17,
          order_identification: '20261121100000000017',
          admin_id: 1,
          admin_name: 'admin',
          created_at: '2026-11-21T02:00:00.000Z',
        },
      ]),
    ),
    'POST member': (call) => {
      calls.push(call);
      return ok({ ...amy, id: 5 });
    },
    'POST member/4': (call) => {
      calls.push(call);
      return ok(amy);
    },
    'POST member/balance/4': (call) => {
      calls.push(call);
      return balance;
    },
  });
  renderPage(<MemberListPage />, '/shop/member');
}

describe('members', () => {
  it('reads signed amounts in cents', () => {
    expect(signedCents('-12.5')).toBe(-1250);
    expect(signedCents('+3')).toBe(300);
    expect(signedCents('0')).toBeNull();
    expect(signedCents('1.234')).toBeNull();
  });

  it('lists balances in yuan, filters by tab and shows the ledger', async () => {
    const calls: ApiCall[] = [];
    renderMembers(calls);
    const row = await screen.findByRole('row', { name: /amy/ });
    expect(within(row).getByText('1,234.56')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('tab', { name: /Forbidden/ }));
    await waitFor(() => expect(calls.at(-1)?.query.get('activeIndex')).toBe('3'));
    await u.click(
      within(await screen.findByRole('row', { name: /amy/ })).getByRole('button', { name: 'Ledger' }),
    );
    expect(await screen.findByText('Broken cup')).toBeInTheDocument();
    // The order by its number, opening it.
    expect(screen.getByRole('link', { name: '20261121100000000017' })).toHaveAttribute(
      'href',
      '/shop/indent/detail/17',
    );
    expect(screen.getByText('Order refund')).toBeInTheDocument();
  });

  it('checks the declared account format and phone before sending, and shows gender and state by name', async () => {
    const calls: ApiCall[] = [];
    renderMembers(calls);
    const u = userEvent.setup({ delay: null });
    const row = await screen.findByRole('row', { name: /amy/ });
    expect(within(row).getByText('Normal')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /New/ }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText('Account')).toHaveFocus();
    expect(within(form).getByLabelText('Phone')).toHaveAttribute('maxlength', '11');
    expect(within(form).getByRole('radio', { name: 'Woman' })).toBeInTheDocument();
    await u.type(within(form).getByLabelText('Account'), 'a b');
    await u.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await within(form).findByText('Account has a wrong format')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the birthday and clears it to none', async () => {
    const calls: ApiCall[] = [];
    renderMembers(calls);
    const u = userEvent.setup({ delay: null });
    const row = await screen.findByRole('row', { name: /amy/ });
    expect(within(row).getByText('1991-03-04')).toBeInTheDocument();
    await u.click(within(row).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByLabelText('Birthday')).toHaveValue('1991-03-04');
    // The clear button shows on hover, which jsdom's styles never reach.
    fireEvent.click(within(edit).getByRole('button', { name: 'Clear' }));
    await u.click(within(edit).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((c) => c.path === 'member/4')).toBe(true));
    expect(calls.find((c) => c.path === 'member/4')?.body).toMatchObject({ birthday: null, version: 1 });
  });

  it('sends the birthday picked and offers no day after today', async () => {
    const calls: ApiCall[] = [];
    renderMembers(calls);
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('row', { name: /amy/ });
    await u.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('Account'), 'bea');
    await u.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await u.click(within(dialog).getByLabelText('Birthday'));
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const today = dayjs().format('YYYY-MM-DD');
    expect(document.querySelector(`td[title="${tomorrow}"]`)).toHaveClass('ant-picker-cell-disabled');
    expect(document.querySelector(`td[title="${today}"]`)).not.toHaveClass('ant-picker-cell-disabled');
    await u.type(within(dialog).getByLabelText('Birthday'), '2001-07-15{Enter}');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((c) => c.path === 'member')).toBe(true));
    expect(calls.find((c) => c.path === 'member' && c.method === 'POST')?.body).toMatchObject({
      account: 'bea',
      birthday: '2001-07-15',
    });
  });

  it('adjusts the balance with a signed amount and shows the server error next to it', async () => {
    const calls: ApiCall[] = [];
    renderMembers(
      calls,
      fail(42200, 'The balance cannot go below zero: it is 1234.56', {
        amount: ['The balance cannot go below zero: it is 1234.56'],
      }),
    );
    const u = userEvent.setup({ delay: null });
    const row = await screen.findByRole('row', { name: /amy/ });
    await u.click(within(row).getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('Adjustment (yuan)'), '-12.5');
    await u.type(within(dialog).getByLabelText('Reason'), 'Correction');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: -1250, reason: 'Correction' });
    expect(
      await within(dialog).findByText('The balance cannot go below zero: it is 1234.56'),
    ).toBeInTheDocument();
  });
});
