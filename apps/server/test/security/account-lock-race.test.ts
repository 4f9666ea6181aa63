import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_FAILED_LOGINS } from '../../src/modules/auth/login-service.js';
import { useTestApp } from '../app-fixture.js';
import { loginEvents, passwordLogin, someIp } from '../auth-helpers.js';
import { createAdminWith, onPostgres } from '../helpers.js';
import { createTwoInstances, type TwoInstances } from '../instances-helpers.js';

/** Every password check the server makes, counted where it happens (the argon2 verification). */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/lib/crypto.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/crypto.js')>();
  return {
    ...original,
    verifyPassword: async (hashed: string, password: string) => {
      checks.count++;
      return original.verifyPassword(hashed, password);
    },
  };
});

const PASSWORD = 'Password1234';
const WRONG = 20;

/**
 * The lockout is exact under concurrency: of many wrong passwords sent at once, from many addresses and
 * to several instances, exactly MAX_FAILED_LOGINS are checked, then the account is locked; the right
 * password is then refused with the lock message.
 */
async function raceWrongPasswords(apps: FastifyInstance[], username: string) {
  checks.count = 0;
  const answers = await Promise.all(
    Array.from({ length: WRONG }, (_, i) =>
      passwordLogin(
        apps[i % apps.length]!,
        { username, password: `wrong-${i}` },
        { ip: someIp(), lang: 'en' },
      ),
    ),
  );
  return { answers, checked: checks.count };
}

async function expectLockedExactly(apps: FastifyInstance[]) {
  const [app] = apps as [FastifyInstance];
  const { id, username } = await createAdminWith(app, []);
  const { answers, checked } = await raceWrongPasswords(apps, username);
  expect(checked).toBe(MAX_FAILED_LOGINS);
  const statuses = answers.map((a) => a.json().status as number);
  expect(statuses.filter((s) => s === 42200)).toHaveLength(MAX_FAILED_LOGINS - 1);
  expect(statuses.filter((s) => s === 40300)).toHaveLength(WRONG - MAX_FAILED_LOGINS + 1);
  for (const answer of answers.filter((a) => a.statusCode === 403))
    expect(answer.json().message).toMatch(/^Too many failed logins, the account is locked until /);
  const events = await loginEvents(app, username);
  expect(events.filter((e) => e.reason === 'bad_credentials')).toHaveLength(MAX_FAILED_LOGINS);
  expect(events.filter((e) => e.reason === 'locked')).toHaveLength(WRONG - MAX_FAILED_LOGINS);

  checks.count = 0;
  const right = await passwordLogin(app, { username, password: PASSWORD }, { lang: 'en' });
  expect(right.statusCode).toBe(403);
  expect(right.json().message).toMatch(/^Too many failed logins, the account is locked until /);
  expect(checks.count).toBe(0);
  const row = await app.db
    .selectFrom('admins')
    .select(['locked_until', 'failed_logins'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row.failed_logins).toBe(0);
  expect(Date.parse(String(row.locked_until))).toBeGreaterThan(Date.now() + 14 * 60_000);
}

describe('the account lock under concurrent wrong passwords', () => {
  const t = useTestApp({}, { signedIn: false });
  beforeEach(() => {
    checks.count = 0;
  });

  it(`checks exactly ${MAX_FAILED_LOGINS} passwords of ${WRONG} sent at once, then locks`, async () => {
    await expectLockedExactly([t.app]);
  });

  it('counts a success in a series as its end, as before', async () => {
    const { username } = await createAdminWith(t.app, []);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++)
      await passwordLogin(t.app, { username, password: 'wrong-pass' }, { ip: someIp() });
    expect((await passwordLogin(t.app, { username, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++)
      expect((await passwordLogin(t.app, { username, password: 'wrong-pass' })).statusCode).toBe(422);
    expect((await passwordLogin(t.app, { username, password: PASSWORD })).statusCode).toBe(200);
  });

  it('lets the right password through on the last slot without locking', async () => {
    const { username } = await createAdminWith(t.app, []);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++)
      await passwordLogin(t.app, { username, password: 'wrong-pass' }, { ip: someIp() });
    expect((await passwordLogin(t.app, { username, password: PASSWORD })).statusCode).toBe(200);
    expect((await passwordLogin(t.app, { username, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe.skipIf(!onPostgres)('the account lock across two instances on one PostgreSQL', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await createTwoInstances();
  });
  afterAll(async () => two.close());

  it(`checks exactly ${MAX_FAILED_LOGINS} passwords of ${WRONG} sent at once to both`, async () => {
    await expectLockedExactly([two.a, two.b]);
  });
});
