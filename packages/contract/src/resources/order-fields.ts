import { REFUND_WAYS } from '../schemas/sales/order-states.js';
import { defineFields } from './field-set.js';

/**
 * The orders' fields (`GET indent`, `POST indent/shipment`, `POST indent/dhl`, `POST indent/refund/{id}`):
 * the list's search form and columns, the ship dialog's waybill number, and the refund dialog's amount,
 * way and reason. The tabs and their counts, the state tag, the cells drawn from several fields (the
 * line summary), the logistics company's picker (its default preselected; its body part keeps the id's
 * own messages) and the refund's limit to what is still refundable stay the pages' own; the bodies'
 * other parts are in `schemas/sales/order.ts`.
 */
export const orderFields = defineFields({
  texts: 'orders',
  fields: {
    /** Searched in the order number (or its beginning), waybill number, consignee name and phone. */
    keyword: {
      kind: 'text',
      max: 64,
      label: { zh: '订单号/运单号/收货人/手机', en: 'Order / waybill no., consignee, phone' },
    },
    /** Part of a goods name on one of the order's lines. */
    goods_name: { kind: 'text', max: 64, label: { zh: '商品名称', en: 'Goods name' } },
    created_at: { kind: 'datetime', sortable: true, label: { zh: '下单时间', en: 'Ordered' } },
    total: { kind: 'money', sortable: true, label: { zh: '订单金额', en: 'Total' } },
    /** The waybill number, as the logistics company prints it. */
    odd: {
      kind: 'text',
      max: 40,
      required: true,
      pattern: /^[A-Za-z0-9-]+$/,
      label: { zh: '运单号', en: 'Waybill number' },
    },
    /** More than nothing, and at most what is still refundable (the refund's own rules). */
    refund_money: {
      kind: 'money',
      label: { zh: '退款金额', en: 'Refund amount' },
      formLabel: { zh: '退款金额（元）', en: 'Refund amount (yuan)' },
    },
    refund_way: {
      kind: 'choice',
      default: REFUND_WAYS.balance,
      widget: 'radio',
      messages: { type: 'validation.format' },
      label: { zh: '退款方式', en: 'Refund way' },
      options: [
        { value: REFUND_WAYS.balance, label: { zh: '退回余额', en: 'To the balance' } },
        { value: REFUND_WAYS.original, label: { zh: '原路退回', en: 'Original payment route' } },
      ],
    },
    refund_reason: {
      kind: 'textarea',
      max: 200,
      required: true,
      label: { zh: '退款原因', en: 'Refund reason' },
    },
  },
  labels: {
    identification: { zh: '订单号', en: 'Order number' },
    goods: { zh: '商品', en: 'Goods' },
    member: { zh: '会员', en: 'Member' },
    consignee: { zh: '收货人', en: 'Consignee' },
    state: { zh: '状态', en: 'State' },
    dhl_id: { zh: '物流公司', en: 'Logistics company' },
  },
  filters: ['keyword', 'goods_name', 'created_at'],
  columns: ['identification', 'goods', 'member', 'consignee', 'total', 'state'],
});
