import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../api/auth';
import { errorMessage } from '../api/errors';
import { completeLogin } from './complete-login';
import { safeRedirect } from './redirect';

// Login tokens are single-use: StrictMode's double effect must not spend one twice.
const exchanges = new Map<string, Promise<void>>();

function exchange(token: string): Promise<void> {
  let running = exchanges.get(token);
  if (!running) {
    running = authApi.tokenLogin(token).then((pair) => completeLogin(pair, false));
    exchanges.set(token, running);
  }
  return running;
}

/** Exchanges `token` for a session (`POST login/token`) and continues to `redirect`; returns the failure. */
export function useTokenLogin(token: string | null, redirect: string | null): string {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState('');

  useEffect(() => {
    if (!token) {
      setError(t('login.token.missing'));
      return;
    }
    let active = true;
    exchange(token).then(
      () => active && navigate(safeRedirect(redirect), { replace: true }),
      (e: unknown) => active && setError(errorMessage(e, t('login.token.failed'))),
    );
    return () => {
      active = false;
    };
  }, [token, redirect, navigate, t]);

  return error;
}
