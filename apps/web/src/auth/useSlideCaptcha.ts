import type { CaptchaChallenge } from '@bo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, isCaptchaDisabled } from '../api/auth';
import { errorMessage } from '../api/errors';

/** What the login form receives: a verified token, or a skip when the server has the captcha off. */
export type CaptchaValue = { token: string } | { skipped: true };

export type CaptchaPhase = 'loading' | 'ready' | 'verifying' | 'verified' | 'disabled' | 'unavailable';

export interface SlideCaptchaState {
  phase: CaptchaPhase;
  challenge: CaptchaChallenge | null;
  /** Why the last try failed (shown until the next move), or why loading failed. */
  error: string;
  reload: () => void;
  verify: (x: number) => Promise<void>;
}

/** Loads challenges from `GET auth/code` and verifies positions with `POST auth/code` (one try each). */
export function useSlideCaptcha(onChange: (value: CaptchaValue | undefined) => void): SlideCaptchaState {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<CaptchaPhase>('loading');
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [error, setError] = useState('');
  const seq = useRef(0);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  const load = useCallback(
    async (keepError = false) => {
      const mine = ++seq.current;
      setPhase('loading');
      if (!keepError) setError('');
      changeRef.current(undefined);
      try {
        const answer = await authApi.captcha();
        if (mine !== seq.current) return;
        if (isCaptchaDisabled(answer)) {
          setChallenge(null);
          setPhase('disabled');
          changeRef.current({ skipped: true });
          return;
        }
        setChallenge(answer);
        setPhase('ready');
      } catch (e) {
        if (mine !== seq.current) return;
        setChallenge(null);
        setPhase('unavailable');
        setError(errorMessage(e, t('login.captcha.loadFailed')));
      }
    },
    [t],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const verify = useCallback(
    async (x: number) => {
      if (!challenge || phase !== 'ready') return;
      setPhase('verifying');
      setError('');
      try {
        const { captcha_token } = await authApi.verifyCaptcha(challenge.key, Math.round(x));
        setPhase('verified');
        changeRef.current({ token: captcha_token });
      } catch (e) {
        setError(errorMessage(e, t('login.captcha.failed')));
        await load(true);
      }
    },
    [challenge, phase, load, t],
  );

  return { phase, challenge, error, reload: () => void load(), verify };
}
