import { randomBytes } from 'node:crypto';

export type SandboxRefundState = 'pending' | 'succeeded' | 'failed';

const REF = /^SBX([0-9A-Z]{9})([0-9A-Z]{8})([0-9A-F]{6})$/;
const TRADE = /^SBP([0-9A-Z]{9})([0-9A-Z]{8})([0-9A-F]{6})$/;
const base36 = (n: number, width: number) => n.toString(36).toUpperCase().padStart(width, '0');
const nonce = () => randomBytes(3).toString('hex').toUpperCase();

/**
 * The sandbox online-payment provider: payments succeed at once; a refund by the original route is
 * pending until `confirmAfterSeconds` have passed, then succeeded (a zero amount fails). A reference
 * carries its own time and amount, as a provider's records would, so every server instance (and a
 * restarted one) returns the same.
 */
export class SandboxPayment {
  /** A trade number for a payment of `amount` cents (made at `at`: the bench data set's past payments). */
  pay(amount: number, at = Date.now()): { trade_no: string } {
    return { trade_no: `SBP${base36(at, 9)}${base36(Math.max(amount, 0), 8)}${nonce()}` };
  }

  refund(
    _orderNo: string,
    amount: number,
    at = Date.now(),
  ): { provider_ref: string; state: SandboxRefundState } {
    const ref = `SBX${base36(at, 9)}${base36(Math.max(amount, 0), 8)}${nonce()}`;
    return { provider_ref: ref, state: amount > 0 ? 'pending' : 'failed' };
  }

  /** The payment of a trade number: its amount (cents) and time, or undefined for one never issued. */
  payment(tradeNo: string, now = Date.now()): { amount: number; at: number } | undefined {
    const match = TRADE.exec(tradeNo);
    if (!match) return undefined;
    const at = Number.parseInt(match[1] ?? '', 36);
    return at > now ? undefined : { amount: Number.parseInt(match[2] ?? '', 36), at };
  }

  /** The refund's state, or undefined for a reference the sandbox never issued. */
  query(ref: string, confirmAfterSeconds: number, now = Date.now()): SandboxRefundState | undefined {
    const match = REF.exec(ref);
    if (!match) return undefined;
    const at = Number.parseInt(match[1] ?? '', 36);
    const amount = Number.parseInt(match[2] ?? '', 36);
    if (at > now) return undefined;
    if (amount <= 0) return 'failed';
    return now - at >= confirmAfterSeconds * 1000 ? 'succeeded' : 'pending';
  }
}

const sandbox = new SandboxPayment();
/** The sandbox provider (the payment, the refund flow and its query share it). */
export const sandboxPayment = (): SandboxPayment => sandbox;
