import {
  compareVersions,
  type Lang,
  translate,
  UPDATE_STATE,
  type UpdateInfo,
  type UpdateRun,
} from '@bo/contract';
import type { Db } from '../../../db/database.js';
import { conflict } from '../../../http/errors.js';
import { nowIso } from '../../../lib/time.js';
import { getSettings } from '../config/service.js';
import { fetchFeed } from './feed.js';
import type { FeedPolicy } from './feed-target.js';
import { type Runner, upgradeCommands } from './upgrade-commands.js';
import { installRoot, runningRelease } from './version.js';

/** Where `POST update/run` records the last request (next to the settings; not a configurable one). */
const LAST_REQUEST_KEY = 'update.last_request';
/** The last known newer version, for the dashboard (`GET index` must not wait on the feed). */
const LAST_CHECK_KEY = 'update.last_check';

export interface KnownUpdate {
  version: string;
  can_update: boolean;
}

interface Check {
  state: number;
  messageKey: string;
  params: Record<string, string>;
  latest: UpdateInfo['latest'];
}

async function check(db: Db, policy: FeedPolicy): Promise<Check> {
  const { update_feed_url: feedUrl, licence_key: licenceKey } = await getSettings(db);
  const { version } = runningRelease();
  const none = { params: {}, latest: null };
  if (!feedUrl) return { state: UPDATE_STATE.unavailable, messageKey: 'update.notConfigured', ...none };
  const result = await fetchFeed(feedUrl, licenceKey, version, policy);
  switch (result.kind) {
    case 'rejected':
      return { state: UPDATE_STATE.badKey, messageKey: 'update.badKey', ...none };
    case 'unreachable':
      return { state: UPDATE_STATE.unavailable, messageKey: 'update.unreachable', ...none };
    case 'invalid':
      return { state: UPDATE_STATE.unavailable, messageKey: 'update.invalidFeed', ...none };
  }
  const latest = result.feed;
  if (compareVersions(latest.version, version) <= 0) {
    return { state: UPDATE_STATE.latest, messageKey: 'update.latest', params: {}, latest };
  }
  if (!licenceKey)
    return { state: UPDATE_STATE.unlicensed, messageKey: 'update.unlicensed', params: {}, latest };
  return {
    state: UPDATE_STATE.available,
    messageKey: 'update.available',
    params: { version: latest.version },
    latest,
  };
}

async function putRecord(db: Db, key: string, value: string) {
  const now = nowIso();
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/**
 * Keeps what a check learned for the dashboard: the newer version and whether it may be installed,
 * or nothing when the running version is the newest or no feed is configured. A check that could not
 * read the feed says nothing new, so the last known result stays.
 */
async function recordCheck(db: Db, result: Check): Promise<void> {
  const { version } = runningRelease();
  const newer = result.latest && compareVersions(result.latest.version, version) > 0;
  let known: KnownUpdate | null;
  if (newer && result.latest) {
    known = { version: result.latest.version, can_update: result.state === UPDATE_STATE.available };
  } else if (result.state === UPDATE_STATE.latest || result.messageKey === 'update.notConfigured') {
    known = null;
  } else {
    return;
  }
  await putRecord(db, LAST_CHECK_KEY, JSON.stringify(known));
}

/** The last check's newer version (null when none is known). */
export async function lastKnownUpdate(db: Db): Promise<KnownUpdate | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', LAST_CHECK_KEY)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const known = JSON.parse(row.value) as KnownUpdate | null;
    return known && typeof known.version === 'string'
      ? { version: known.version, can_update: !!known.can_update }
      : null;
  } catch {
    return null;
  }
}

/**
 * `GET update`: the running version and changelog, and what the configured feed offers. Feed
 * problems are a state with a localized message, never a server error.
 */
export async function updateInfo(db: Db, lang: Lang, policy: FeedPolicy): Promise<UpdateInfo> {
  const result = await check(db, policy);
  await recordCheck(db, result);
  const { version, changelog } = runningRelease();
  return {
    current: version,
    latest: result.latest,
    changelog,
    state: result.state,
    message: translate(lang, result.messageKey, result.params),
    checked_at: nowIso(),
  };
}

/**
 * `POST update/run`: updates are applied by redeploying, not by this process rewriting itself. When a
 * newer version may be installed, the request is recorded and the response lists the commands that
 * install it here (`runner`: how this server runs); otherwise it responds with 40900 with the state's
 * message (states 2 "no commercial licence" and 3 "bad keys" included).
 */
export async function requestUpdate(
  db: Db,
  lang: Lang,
  adminId: number,
  policy: FeedPolicy,
  runner: Runner,
): Promise<UpdateRun> {
  const result = await check(db, policy);
  await recordCheck(db, result);
  if (result.state !== UPDATE_STATE.available || !result.latest) {
    throw conflict(result.messageKey, result.params);
  }
  const { version, url } = result.latest;
  const value = JSON.stringify({ version, admin_id: adminId, at: nowIso() });
  await putRecord(db, LAST_REQUEST_KEY, value);
  const root = installRoot() ?? process.cwd();
  const container = runner.kind === 'container';
  const intro = translate(lang, container ? 'update.runOnDockerHost' : 'update.runOnServer', { version });
  const folder = container ? `backoffice-${version}` : root;
  const note = /^https?:\/\//i.test(url)
    ? ''
    : ` ${translate(lang, 'update.noDownload', { version, folder })}`;
  return { version, message: `${intro}${note}`, commands: upgradeCommands({ version, url, root, runner }) };
}
