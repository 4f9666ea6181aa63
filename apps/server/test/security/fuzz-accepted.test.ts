import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/plugins/guard.js';
import { installationSecret } from '../../src/security/installation-secret.js';
import { useTestApp } from '../app-fixture.js';
import { call, createAdminWith } from '../helpers.js';
import { casesFor, hostileCases, partition } from './fuzz-cases.js';
import {
  changedTables,
  expectRefusal,
  type FuzzRoute,
  schemaRoutes,
  secondSuperAdmin,
  snapshot,
} from './fuzz-db.js';
import { inBatches, send } from './fuzz-send.js';

/** Routes are split by index into this many parts. */
const PARTS = [0, 1, 2, 3];

/**
 * The other half of the generated bad input: inputs every schema accepts but whose text is hostile (NUL,
 * emoji and RTL marks, SQL, script, 1 MB). They reach the services and the database: never a 5xx, and
 * when the response is a refusal, nothing was written. Sent by a second super admin, since edits aim at
 * record 1 (the first admin among them).
 */
describe('generated valid but hostile input on every admin route', () => {
  const t = useTestApp({}, { signedIn: false });
  let token: string;
  let routes: FuzzRoute[];

  beforeAll(async () => {
    token = await secondSuperAdmin(t.app);
    routes = schemaRoutes(t.app);
    // Made on first use (a token login reads it): made now, so that first use writes nothing.
    await installationSecret(t.app.db);
  });

  // In parts, so that each test stays short on a busy machine.
  const covered = new Set<string>();
  it.each(PARTS)(
    'stores or refuses hostile text, never a 5xx; a refusal writes nothing (routes %s)',
    async (part) => {
      const cases = routes.filter((_, i) => i % PARTS.length === part).flatMap(hostileCases);
      let last: Record<string, string> | null = null;
      for (const [i, c] of cases.entries()) {
        const lang = i % 2 ? 'en' : 'zh';
        const writes = c.route.method === 'POST';
        const before = writes ? (last ?? (await snapshot(t.app))) : null;
        const response = await send(t.app, token, c, lang, `10.${part}.${(i >> 8) & 255}.${i & 255}`);
        expect(response.statusCode, `${c.label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        covered.add(c.route.url);
        if (response.statusCode >= 400) {
          expectRefusal(response, lang, null, c.label);
          if (before) {
            last = await snapshot(t.app);
            expect(changedTables(before, last), c.label).toEqual([]);
          }
        } else if (writes) last = null;
      }
    },
  );

  it('sent hostile text to most routes (those with a valid sample and a text field)', () => {
    expect(covered.size).toBeGreaterThan(60);
  });

  it.each(PARTS)(
    'answers every other generated input the schemas accept without a 5xx (routes %s)',
    async (part) => {
      const { valid } = partition(routes.filter((_, i) => i % PARTS.length === part).flatMap(casesFor));
      await inBatches(valid, 8, async (c, i) => {
        const lang = i % 2 ? 'en' : 'zh';
        const response = await send(t.app, token, c, lang, `10.${100 + part}.${(i >> 8) & 255}.${i & 255}`);
        expect(response.statusCode, `${c.label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expectRefusal(response, lang, null, c.label);
      });
    },
  );

  it('treats a failed login racing the removal of its account as a failed login, not a 500', async () => {
    for (let i = 0; i < 5; i++) {
      const { id, username } = await createAdminWith(t.app, []);
      const [login, removed] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/login`,
          remoteAddress: `10.200.0.${i}`,
          payload: { type: 1, username, password: 'Wrong12345pass' },
        }),
        call(t.app, 'POST', `admin/destroy/${id}`, { token }),
      ]);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(login.json()).toMatchObject({ status: 42200, errors: { password: ['用户名或密码错误'] } });
    }
  });

  it('refuses racing duplicate creates as "already exists", not a 500', async () => {
    const body = { name: 'Race', code: 'fuzz_race', introduction: '', permission_ids: [] };
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(t.app, 'POST', 'manage', { token, body })));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    const refused = answers.find((r) => r.statusCode === 422)!;
    expect(refused.json()).toMatchObject({ status: 42200, errors: { code: ['编码已存在'] } });
  });
});
