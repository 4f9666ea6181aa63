// Order states, the list's tabs and the refund ways, apart from the schemas so a page that only names
// a tab (the dashboard's links) does not fetch zod, and the orders' declared fields can name the ways.

/** Order states. */
export const ORDER_STATES = {
  waitPayment: 1,
  waitDelivery: 2,
  waitReceipt: 3,
  expired: 4,
  finished: 5,
  cancelled: 6,
  refunded: 7,
  refunding: 8,
  refundFailed: 9,
} as const;
export type OrderState = (typeof ORDER_STATES)[keyof typeof ORDER_STATES];
const S = ORDER_STATES;

/**
 * The order list tabs (`activeIndex` 1..8) and the states each shows: an order closed by hand and one
 * that expired unpaid are told apart (the expired tab came last, so the others kept their numbers).
 */
export const ORDER_TABS = {
  all: [],
  waitPayment: [S.waitPayment],
  waitDelivery: [S.waitDelivery],
  waitReceipt: [S.waitReceipt],
  finished: [S.finished],
  closed: [S.cancelled],
  refund: [S.refunded, S.refunding, S.refundFailed],
  expired: [S.expired],
} as const satisfies Record<string, readonly OrderState[]>;
export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[];

/** Refund ways: 0 to the member balance, 1 by the original payment route. */
export const REFUND_WAYS = { balance: 0, original: 1 } as const;
