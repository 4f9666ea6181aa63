import { tableSubject } from '../../../lib/audit-subject.js';

/** Orders as the admin log compares them: what shipping, receipt and refunds change. */
export const ORDER_SUBJECT = tableSubject({
  type: 'order',
  table: 'orders',
  fields: ['state', 'dhl_id', 'odd', 'shipped_at', 'receiving_time', 'finished_at', 'paid', 'refunded'],
});
