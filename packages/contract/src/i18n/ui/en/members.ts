import type { CatalogShape } from '../../shape.js';
import type { members as zh } from '../zh/members.js';

/** Web UI texts of the member pages (en). */
export const members: CatalogShape<typeof zh> = {
  tabs: { all: 'All', normal: 'Normal', forbidden: 'Forbidden' },
  fields: {
    id: 'ID',
    keyword: 'Account, nickname or phone',
    created_at: 'Registered',
    birthday: 'Birthday',
    password: 'Password',
    balance: 'Balance',
    last_login_at: 'Last login',
    amount: 'Adjustment (yuan)',
    reason: 'Reason',
  },
  createTitle: 'New member',
  editTitle: 'Edit member',
  passwordKeep: 'Leave empty to keep',
  actions: { balance: 'Adjust balance', ledger: 'Ledger' },
  balance: {
    title: 'Adjust the balance of {{account}}',
    current: 'Current balance: {{balance}}',
    hint: 'Positive adds, negative deducts, e.g. -12.50',
    invalid: 'Enter an amount other than 0 with at most two decimals',
    saved: 'Balance adjusted: now {{balance}}',
  },
  ledger: {
    title: 'Balance ledger of {{account}}',
    kinds: { adjust: 'Adjustment', payment: 'Order payment', refund: 'Order refund' },
    kind: 'Type',
    amount: 'Amount',
    balanceAfter: 'Balance after',
    reason: 'Reason',
    order: 'Order',
    admin: 'By',
    time: 'Time',
  },
};
