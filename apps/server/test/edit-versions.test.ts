import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call } from './helpers.js';

/**
 * Every save of a form names the version it was opened with: without one it would overwrite, unseen,
 * whatever someone else saved meanwhile. Records of each way an edit is written: a plain resource, one
 * with rules of its own, and a tree.
 */
describe('an edit names the version it started from', () => {
  const t = useTestApp();

  const cases = [
    { path: 'brand', body: { name: 'Versioned brand', logo: '', sort: 0 } },
    { path: 'language', body: { name: 'Deutsch', code: 'de', sort: 5, state: 1 } },
    { path: 'region', body: { name: '版本省', code: '980000', parent_id: 0 } },
  ];

  for (const { path, body } of cases)
    it(`${path}: refused without a version (42200) or with an old one (40900); saved with the current one`, async () => {
      const created = await call(t.app, 'POST', path, { token: t.token, body });
      expect(created.statusCode, created.body).toBe(200);
      const id: number = created.json().message.id;
      const { version } = (await call(t.app, 'GET', `${path}/${id}`, { token: t.token })).json().message;

      const without = await call(t.app, 'POST', `${path}/${id}`, { token: t.token, lang: 'en', body });
      expect(without.json().status).toBe(42200);
      // Said in the caller's language, on the field.
      expect(without.json().errors.version[0]).toMatch(/reload the record and edit again/);
      const withoutZh = await call(t.app, 'POST', `${path}/${id}`, { token: t.token, lang: 'zh', body });
      expect(withoutZh.json().errors.version[0]).toMatch(/请刷新记录后重新修改/);

      const saved = await call(t.app, 'POST', `${path}/${id}`, {
        token: t.token,
        body: { ...body, version },
      });
      expect(saved.json().status, saved.body).toBe(200);
      const stale = await call(t.app, 'POST', `${path}/${id}`, {
        token: t.token,
        body: { ...body, version },
      });
      expect(stale.json().status).toBe(40900);
      const after = (await call(t.app, 'GET', `${path}/${id}`, { token: t.token })).json().message;
      expect(after.version).toBe(version + 1);
    });
});
