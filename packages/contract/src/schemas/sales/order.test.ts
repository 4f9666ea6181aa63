import { describe, expect, it } from 'vitest';
import { canApply, ORDER_ACTIONS, ORDER_TABS, ORDER_STATES as S, stateAfter } from './order.js';

describe('order state machine', () => {
  it('pays, ships and finishes an order in that order only', () => {
    expect(stateAfter('pay', S.waitPayment)).toBe(S.waitDelivery);
    expect(canApply('ship', S.waitPayment)).toBe(false);
    expect(stateAfter('ship', S.waitDelivery)).toBe(S.waitReceipt);
    expect(canApply('ship', S.waitReceipt)).toBe(false);
    expect(stateAfter('receive', S.waitReceipt)).toBe(S.finished);
    expect(canApply('receive', S.finished)).toBe(false);
  });

  it('lets only unpaid orders expire or be cancelled', () => {
    for (const state of Object.values(S)) {
      expect(canApply('expire', state)).toBe(state === S.waitPayment);
      expect(canApply('cancel', state)).toBe(state === S.waitPayment);
    }
  });

  it('refunds paid orders once; a failed refund may be tried again', () => {
    for (const state of [S.waitDelivery, S.waitReceipt, S.finished, S.refundFailed]) {
      expect(stateAfter('refundToBalance', state)).toBe(S.refunded);
      expect(stateAfter('refundOriginal', state)).toBe(S.refunding);
    }
    for (const state of [S.waitPayment, S.expired, S.cancelled, S.refunded, S.refunding]) {
      expect(canApply('refundToBalance', state)).toBe(false);
      expect(canApply('refundOriginal', state)).toBe(false);
    }
    expect(stateAfter('refundConfirmed', S.refunding)).toBe(S.refunded);
    expect(stateAfter('refundFailed', S.refunding)).toBe(S.refundFailed);
  });

  it('changes the waybill and the receipt time without leaving "wait for receipt"', () => {
    expect(stateAfter('waybill', S.waitReceipt)).toBe(S.waitReceipt);
    expect(stateAfter('extendReceiving', S.waitReceipt)).toBe(S.waitReceipt);
    expect(canApply('extendReceiving', S.finished)).toBe(false);
  });

  it('shows every state in exactly one tab besides "all"', () => {
    const shown = Object.values(ORDER_TABS).flat();
    expect(shown.sort()).toEqual(Object.values(S).sort());
    for (const action of Object.values(ORDER_ACTIONS)) expect(action.from.length).toBeGreaterThan(0);
  });
});
