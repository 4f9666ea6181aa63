import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_GRACE_MS } from '../../src/security/sessions.js';
import { useTestApp } from '../app-fixture.js';
import { passwordLogin, send } from '../auth-helpers.js';
import { call, createAdminWith, onPostgres } from '../helpers.js';
import { createTwoInstances, type TwoInstances } from '../instances-helpers.js';

const PASSWORD = 'Password1234';

interface Pair {
  access_token: string;
  refresh_token: string;
}

const refresh = (app: FastifyInstance, refresh_token: string) =>
  send(app, 'POST', 'refreshToken', { body: { refresh_token } });
const access = async (app: FastifyInstance, pair: Pair) =>
  (await call(app, 'GET', 'userInfo', { token: pair.access_token })).json().status as number;

async function signIn(app: FastifyInstance): Promise<Pair> {
  const { username } = await createAdminWith(app, ['Dashboard']);
  const res = await passwordLogin(app, { username, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as Pair;
}

/** Moves the clock the server reads (Date only: timers and I/O run as usual). */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

/**
 * Two refreshes with one refresh token at once (two tabs, a retry after a lost response) keep the user
 * signed in; presenting a rotated token after the short grace still means it leaked and revokes the
 * whole family.
 */
describe('refresh token rotation with a grace for simultaneous refreshes', () => {
  const t = useTestApp({}, { signedIn: false });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves both of two simultaneous refreshes, and both sessions work', async () => {
    const first = await signIn(t.app);
    const answers = await Promise.all([
      refresh(t.app, first.refresh_token),
      refresh(t.app, first.refresh_token),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const pairs = answers.map((a) => a.json().message as Pair);
    expect(new Set(pairs.map((p) => p.access_token)).size).toBe(2);
    for (const pair of pairs) expect(await access(t.app, pair)).toBe(200);
    // Each new refresh token rotates in turn.
    for (const pair of pairs) expect((await refresh(t.app, pair.refresh_token)).statusCode).toBe(200);
  });

  it('serves a refresh again within the grace, and revokes the family on reuse after it', async () => {
    const first = await signIn(t.app);
    const second = (await refresh(t.app, first.refresh_token)).json().message as Pair;
    later(REFRESH_GRACE_MS - 2_000);
    const again = await refresh(t.app, first.refresh_token);
    expect(again.statusCode).toBe(200);
    const third = again.json().message as Pair;
    expect(await access(t.app, third)).toBe(200);

    later(3_000);
    const reuse = await refresh(t.app, first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().status).toBe(40100);
    for (const pair of [first, second, third]) expect(await access(t.app, pair)).toBe(50003);
    expect((await refresh(t.app, second.refresh_token)).json().status).toBe(40100);
  });

  it('still revokes the family when a rotated token comes back after the grace', async () => {
    const first = await signIn(t.app);
    const second = (await refresh(t.app, first.refresh_token)).json().message as Pair;
    later(REFRESH_GRACE_MS + 1_000);
    expect((await refresh(t.app, first.refresh_token)).json().status).toBe(40100);
    expect(await access(t.app, second)).toBe(50003);
    expect((await refresh(t.app, second.refresh_token)).json().status).toBe(40100);
  });
});

describe.skipIf(!onPostgres)('simultaneous refreshes on two instances of one PostgreSQL', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await createTwoInstances();
  });
  afterAll(async () => two.close());

  it('serves both, on either instance, and both sessions work', async () => {
    for (let round = 0; round < 3; round++) {
      const first = await signIn(two.a);
      const answers = await Promise.all([
        refresh(two.a, first.refresh_token),
        refresh(two.b, first.refresh_token),
        refresh(two.a, first.refresh_token),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      for (const answer of answers) expect(await access(two.b, answer.json().message)).toBe(200);
    }
  });
});
