import type { CaptchaChallenge } from '@bo/contract';
import type { Db } from '../../db/database.js';
import { invalid } from '../../http/errors.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { isoIn, nowIso } from '../../lib/time.js';
import {
  BACKGROUND_TYPE,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  PIECE_TYPE,
  renderCaptcha,
} from './captcha-renderer.js';

/**
 * A challenge and the token it yields each live two minutes: long enough to log in, too short to stockpile.
 */
export const CAPTCHA_TTL_MS = 2 * 60_000;
/** How far (in background pixels) the slider may miss the gap. */
export const CAPTCHA_TOLERANCE = 6;

const dataUrl = (type: string, image: Buffer) => `data:${type};base64,${image.toString('base64')}`;

/** Renders a new challenge and keeps its answer; expired rows are swept on the way. */
export async function createChallenge(db: Db): Promise<CaptchaChallenge> {
  const rendered = await renderCaptcha();
  const key = randomToken(24);
  // A row is dead once both the challenge and any token it yielded have expired.
  await db.deleteFrom('captchas').where('expires_at', '<', isoIn(-CAPTCHA_TTL_MS)).execute();
  await db
    .insertInto('captchas')
    .values({ key, answer_x: rendered.x, expires_at: isoIn(CAPTCHA_TTL_MS) })
    .execute();
  return {
    key,
    background: dataUrl(BACKGROUND_TYPE, rendered.background),
    piece: dataUrl(PIECE_TYPE, rendered.piece),
    y: rendered.y,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
  };
}

/**
 * Checks the slider position. The challenge allows exactly one try, right or wrong; a hit returns
 * a single-use token for `login` (only its hash is stored).
 */
export async function checkAnswer(db: Db, key: string, x: number): Promise<{ captcha_token: string }> {
  const row = await db
    .selectFrom('captchas')
    .select(['answer_x', 'expires_at', 'checked_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.checked_at) throw invalid({ key: 'auth.captchaInvalid' });
  if (row.expires_at <= nowIso()) throw invalid({ key: 'auth.captchaExpired' });
  const hit = Math.abs(x - row.answer_x) <= CAPTCHA_TOLERANCE;
  const token = randomToken();
  // Claiming with `checked_at is null` makes two concurrent tries on one challenge count as one.
  const claimed = await db
    .updateTable('captchas')
    .set({
      checked_at: nowIso(),
      token_hash: hit ? sha256(token) : null,
      token_expires_at: hit ? isoIn(CAPTCHA_TTL_MS) : null,
    })
    .where('key', '=', key)
    .where('checked_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1 || !hit) throw invalid({ x: 'auth.captchaInvalid' });
  return { captcha_token: token };
}

/** Spends a captcha token; false when it is unknown, used or expired. */
export async function consumeCaptchaToken(db: Db, token: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('captchas')
    .set({ token_used_at: now })
    .where('token_hash', '=', sha256(token))
    .where('token_used_at', 'is', null)
    .where('token_expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
