import type { CaptchaChallenge, LanguageOption, TokenPair, UserInfo } from '@bo/contract';
import { request } from './client';

/** `GET auth/code`: a challenge; `enabled: false` when the server runs with CAPTCHA=off. */
export type CaptchaAnswer = CaptchaChallenge;

export function isCaptchaDisabled(answer: CaptchaAnswer): boolean {
  return answer.enabled === false;
}

export const authApi = {
  captcha: () => request<CaptchaAnswer>('auth/code', { auth: true }),
  verifyCaptcha: (key: string, x: number) =>
    request<{ captcha_token: string }>('auth/code', { data: { key, x }, auth: true, silent: true }),
  login: (
    data:
      | {
          type: 1;
          username: string;
          password: string;
          captcha_token?: string;
          remember: boolean;
          area_id?: number;
        }
      | { type: 2; refresh_token: string; remember?: boolean },
    silent = false,
  ) => request<TokenPair>('login', { data, auth: true, silent }),
  refreshToken: (refresh_token: string) =>
    request<TokenPair>('refreshToken', { data: { refresh_token }, auth: true, silent: true }),
  tokenLogin: (token: string) =>
    request<TokenPair>('login/token', { data: { token }, auth: true, silent: true }),
  logout: () => request<unknown>('logout', { method: 'POST', data: {}, auth: true, silent: true }),
  userInfo: () => request<UserInfo>('userInfo', { silent: true }),
  languages: () => request<LanguageOption[]>('lang'),
};
