import type { TokenPair } from '@bo/contract';
import { authApi } from '../api/auth';
import { completeLogin } from './complete-login';
import { clearTokens, getAccessToken, getRefreshToken, isExpired } from './token';
import type { CaptchaValue } from './useSlideCaptcha';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
  captcha?: CaptchaValue;
}

/**
 * With an access token past its expiry the refresh token is tried first (type 2);
 * otherwise, or when that fails, the username login (type 1) runs.
 */
export async function login(values: LoginValues, areaId: number | undefined): Promise<void> {
  let pair: TokenPair | null = null;
  const refreshToken = getRefreshToken();
  if (getAccessToken() && isExpired() && refreshToken) {
    try {
      pair = await authApi.login({ type: 2, refresh_token: refreshToken, remember: values.remember }, true);
    } catch {
      clearTokens();
    }
  }
  if (!pair) {
    const captchaToken = values.captcha && 'token' in values.captcha ? values.captcha.token : undefined;
    pair = await authApi.login({
      type: 1,
      username: values.username.trim(),
      password: values.password,
      remember: values.remember,
      ...(captchaToken ? { captcha_token: captchaToken } : {}),
      ...(areaId ? { area_id: areaId } : {}),
    });
  }
  completeLogin(pair, values.remember);
}
