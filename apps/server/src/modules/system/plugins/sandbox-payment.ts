import { randomBytes } from 'node:crypto';

export type SandboxRefundState = 'pending' | 'succeeded' | 'failed';

interface Refund {
  orderNo: string;
  amount: number;
  at: number;
}

/**
 * The sandbox online-payment provider behind refunds by the original route: a refund is pending until
 * `confirmAfterSeconds` have passed, then succeeded; a zero or negative amount fails. Kept in memory, as
 * a real provider keeps it on its side.
 */
export class SandboxPayment {
  private readonly refunds = new Map<string, Refund>();

  refund(orderNo: string, amount: number): { provider_ref: string; state: SandboxRefundState } {
    const ref = `SBX${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
    this.refunds.set(ref, { orderNo, amount, at: Date.now() });
    return { provider_ref: ref, state: amount > 0 ? 'pending' : 'failed' };
  }

  /** The refund's state, or undefined for a reference the sandbox never issued. */
  query(ref: string, confirmAfterSeconds: number): SandboxRefundState | undefined {
    const refund = this.refunds.get(ref);
    if (!refund) return undefined;
    if (refund.amount <= 0) return 'failed';
    return Date.now() - refund.at >= confirmAfterSeconds * 1000 ? 'succeeded' : 'pending';
  }
}
