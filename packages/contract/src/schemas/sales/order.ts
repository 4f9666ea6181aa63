import { z } from 'zod';
import { orderFields } from '../../resources/order-fields.js';
import { refId, typeError } from '../catalog/fields.js';
import { isIsoInstant } from '../dates.js';
import { listQuerySchema, MAX_ID } from '../list.js';
import { queryInt } from '../numbers.js';
import { ORDER_STATES, ORDER_TAB_NAMES, type OrderState, type OrderTab } from './order-states.js';

export {
  ORDER_STATES,
  ORDER_TAB_NAMES,
  ORDER_TABS,
  type OrderState,
  type OrderTab,
  REFUND_WAYS,
} from './order-states.js';

const S = ORDER_STATES;

/**
 * The order state machine: each action, the states it may start from and the state it leads to
 * (`null`: the state stays). Every service transition asks {@link canApply} first and then updates
 * only where the state is still one of `from`, so a repeated or concurrent action applies once.
 */
export const ORDER_ACTIONS = {
  pay: { from: [S.waitPayment], to: S.waitDelivery },
  expire: { from: [S.waitPayment], to: S.expired },
  cancel: { from: [S.waitPayment], to: S.cancelled },
  ship: { from: [S.waitDelivery], to: S.waitReceipt },
  waybill: { from: [S.waitReceipt], to: null },
  extendReceiving: { from: [S.waitReceipt], to: null },
  receive: { from: [S.waitReceipt], to: S.finished },
  refundToBalance: { from: [S.waitDelivery, S.waitReceipt, S.finished, S.refundFailed], to: S.refunded },
  refundOriginal: { from: [S.waitDelivery, S.waitReceipt, S.finished, S.refundFailed], to: S.refunding },
  refundConfirmed: { from: [S.refunding], to: S.refunded },
  refundFailed: { from: [S.refunding], to: S.refundFailed },
  // Part of the money back: the order stays where it is (it can still ship and finish).
  refundPart: { from: [S.waitDelivery, S.waitReceipt, S.finished, S.refundFailed], to: null },
  // The provider confirmed a part refund, or one of several refunds of an order being refunded.
  refundPartConfirmed: {
    from: [S.waitDelivery, S.waitReceipt, S.finished, S.refundFailed, S.refunding],
    to: null,
  },
} as const satisfies Record<string, { from: readonly OrderState[]; to: OrderState | null }>;
export type OrderAction = keyof typeof ORDER_ACTIONS;

export function canApply(action: OrderAction, state: number): boolean {
  return (ORDER_ACTIONS[action].from as readonly number[]).includes(state);
}

/** The state after `action`. */
export function stateAfter(action: OrderAction, state: OrderState): OrderState {
  return ORDER_ACTIONS[action].to ?? state;
}

/** Refund states: 0 waiting for the payment provider, 1 succeeded, 2 failed. */
export const REFUND_STATES = { pending: 0, succeeded: 1, failed: 2 } as const;
/** Payment record types: 0 payment, 1 refund. */
export const PAYMENT_TYPES = { payment: 0, refund: 1 } as const;
/** Payment platforms: the built-in balance and the sandbox online-payment plug-ins. */
export const PAYMENT_PLATFORMS = ['balance', 'sandbox'] as const;
/** The member's balance: no outside provider holds a record of a payment from it. */
export const BALANCE_PLATFORM = PAYMENT_PLATFORMS[0];

/**
 * The list's search form as declared (`keyword`, `goods_name`, the order time's `from` / `to`), and
 * one member's orders (`member_id`), a filter of the API the page does not offer.
 */
export const orderFilterSchema = z.object({
  ...orderFields.query,
  member_id: queryInt(1, MAX_ID).optional(),
});
export type OrderFilter = z.infer<typeof orderFilterSchema>;
export const orderListQuerySchema = listQuerySchema.extend({
  ...orderFilterSchema.shape,
  activeIndex: queryInt(1, ORDER_TAB_NAMES.length).default(1),
});
export const ORDER_SORTABLE = ['id', 'total', 'created_at'] as const;

export const orderLineSummarySchema = z.object({ name: z.string(), image: z.string(), number: z.number() });

/** A row of `GET indent`; money in cents. */
export const orderRowSchema = z.object({
  id: z.number(),
  identification: z.string(),
  member_id: z.number(),
  member_account: z.string().nullable(),
  state: z.number(),
  type: z.number(),
  goods_amount: z.number(),
  carriage: z.number(),
  total: z.number(),
  paid: z.number(),
  refunded: z.number(),
  consignee: z.string(),
  phone: z.string(),
  region_name: z.string(),
  address: z.string(),
  dhl_id: z.number().nullable(),
  dhl_name: z.string().nullable(),
  odd: z.string(),
  remark: z.string(),
  pay_platform: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  receiving_time: z.string().nullable(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The first lines (for the list) and how many there are. */
  lines: z.array(orderLineSummarySchema),
  line_count: z.number(),
  version: z.number(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderCountSchema = z.object({
  ...(Object.fromEntries(ORDER_TAB_NAMES.map((tab) => [tab, z.number()])) as Record<OrderTab, z.ZodNumber>),
  /**
   * The counts are at least these: a count reached the cap (`COUNT_CAP`), or a goods name found in
   * very many order lines was counted among the lines its index lists first (as the list's total).
   */
  capped: z.boolean().optional(),
});
export type OrderCount = z.infer<typeof orderCountSchema>;

export const orderLineSchema = z.object({
  id: z.number(),
  good_id: z.number(),
  sku_id: z.number(),
  /** Snapshots taken when the order was placed. */
  name: z.string(),
  spec: z.array(z.object({ key: z.string(), value: z.string() })),
  image: z.string(),
  price: z.number(),
  number: z.number(),
  type: z.number(),
  /** Card keys or net-disk entries handed out on completion. */
  codes: z.array(z.object({ name: z.string(), code: z.string() })),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const paymentRecordSchema = z.object({
  id: z.number(),
  description: z.string(),
  merchant_no: z.string(),
  trade_no: z.string(),
  type: z.number(),
  amount: z.number(),
  platform: z.string(),
  created_at: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const refundRecordSchema = z.object({
  id: z.number(),
  amount: z.number(),
  way: z.number(),
  reason: z.string(),
  state: z.number(),
  provider_ref: z.string(),
  admin_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

/** What happened to an order, by whom: a member, an administrator or the system (jobs). */
export const orderEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  actor_type: z.enum(['member', 'admin', 'system']),
  actor_name: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** `GET indent/{id}`. */
export const orderDetailSchema = orderRowSchema.extend({
  region_code: z.string(),
  order_lines: z.array(orderLineSchema),
  payments: z.array(paymentRecordSchema),
  refunds: z.array(refundRecordSchema),
  events: z.array(orderEventSchema),
  /** Still refundable: paid − refunded − pending refunds. */
  refundable: z.number(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `POST indent/shipment` and `POST indent/dhl`: the logistics company and waybill number. */
export const orderShipmentSchema = z.object({ id: refId, dhl_id: refId, odd: orderFields.shape.odd });
export type OrderShipmentInput = z.input<typeof orderShipmentSchema>;

/** `POST indent/receiving`: the new automatic receipt time, later than the current one. */
export const orderReceivingSchema = z.object({
  id: refId,
  receiving_time: z
    .string(typeError)
    .trim()
    .min(1, 'validation.required')
    .refine((v) => isIsoInstant(v), 'validation.format'),
});
export type OrderReceivingInput = z.input<typeof orderReceivingSchema>;

/** `POST indent/refund/{id}`: an amount above nothing (the server refuses more than is refundable). */
export const orderRefundSchema = z.object({
  refund_money: orderFields.required('refund_money').refine((v) => v > 0, 'order.refundPositive'),
  refund_way: orderFields.required('refund_way'),
  refund_reason: orderFields.shape.refund_reason,
});
export type OrderRefundInput = z.input<typeof orderRefundSchema>;

/** `POST indent/export/all`: the list's filters and tab. */
export const orderExportInputSchema = orderFilterSchema.extend({
  activeIndex: queryInt(1, ORDER_TAB_NAMES.length).default(1),
});

/** Most units of one line, and most lines, one order may hold. */
export const MAX_ORDER_NUMBER = 9_999;
export const MAX_ORDER_LINES = 50;

/** What the payment provider says of an order's online payment. */
export const PAYMENT_QUERY_STATES = ['paid', 'unpaid', 'unknown'] as const;

/**
 * `POST indent/payment/query/{id}`: the provider's record of the order's online payment: `paid` with
 * its trade number, amount (cents) and time, and whether that amount is what the order recorded;
 * `unpaid` when the provider has no payment for it; `unknown` when it does not know the trade number.
 * `message` says it in the caller's language.
 */
export const orderPaymentQuerySchema = z.object({
  state: z.enum(PAYMENT_QUERY_STATES),
  trade_no: z.string().nullable(),
  amount: z.number().nullable(),
  paid_at: z.string().nullable(),
  matches: z.boolean(),
  message: z.string(),
});
export type OrderPaymentQuery = z.infer<typeof orderPaymentQuerySchema>;
