import type { TokenPair } from '@bo/contract';
import { resetSession } from '../stores/session';
import { saveTokens } from './token';

/** After any kind of login: keep the tokens and forget the previous user, so the guard loads userInfo. */
export function completeLogin(pair: TokenPair, remember: boolean): void {
  saveTokens(pair, remember);
  resetSession();
}
