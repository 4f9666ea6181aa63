import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';

const docsDir = path.resolve(import.meta.dirname, '../../../docs');

describe('developer documents (docs)', () => {
  const t = useTestApp();

  it('lists the shipped documents with their titles, architecture first', async () => {
    const res = await call(t.app, 'GET', 'docs', { token: t.token, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const list: { name: string; title: string }[] = res.json().message;
    expect(list.slice(0, 4).map((d) => d.name)).toEqual([
      'architecture',
      'plugins',
      'deployment',
      'deployment-postgresql',
    ]);
    for (const doc of list) {
      const source = fs.readFileSync(path.join(docsDir, `${doc.name}.md`), 'utf8');
      expect(source.startsWith(`# ${doc.title}\n`)).toBe(true);
    }
  });

  it('returns the Chinese translation to a zh caller', async () => {
    const res = await call(t.app, 'GET', 'docs', { token: t.token, lang: 'zh' });
    const list: { name: string; title: string }[] = res.json().message;
    expect(list.slice(0, 4)).toEqual([
      { name: 'architecture', title: '系统架构' },
      { name: 'plugins', title: '用插件扩展' },
      { name: 'deployment', title: '部署' },
      { name: 'deployment-postgresql', title: '在 PostgreSQL 上部署' },
    ]);
    const doc = (await call(t.app, 'GET', 'docs/plugins', { token: t.token, lang: 'zh' })).json().message;
    expect(doc.markdown).toBe(fs.readFileSync(path.join(docsDir, 'zh', 'plugins.md'), 'utf8'));
  });

  it('returns one document as its Markdown source', async () => {
    const res = await call(t.app, 'GET', 'docs/deployment-postgresql', { token: t.token, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().message;
    expect(doc.name).toBe('deployment-postgresql');
    expect(doc.markdown).toBe(fs.readFileSync(path.join(docsDir, 'deployment-postgresql.md'), 'utf8'));
    expect(doc.markdown).toContain('DATABASE_URL');
  });

  it('refuses names outside the pattern and never reads files outside docs/', async () => {
    for (const name of [
      '..%2Fpackage',
      '..%2F..%2FREADME',
      'README.md',
      'Architecture',
      '%2Fetc%2Fpasswd',
      'zh%2Fplugins',
    ]) {
      const res = await call(t.app, 'GET', `docs/${name}`, { token: t.token, lang: 'en' });
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.name).toEqual(['Name has a wrong format']);
    }
    const dotted = await call(t.app, 'GET', 'docs/../package.json', { token: t.token });
    expect(dotted.statusCode).toBeGreaterThanOrEqual(400);
    expect(dotted.body).not.toContain('workspaces');
    const unknown = await call(t.app, 'GET', 'docs/no-such-doc', { token: t.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe(40400);
  });

  it('needs DevelopDocumentDetail (40300)', async () => {
    const other = await createAdminWith(t.app, ['ApiDocumentDetail']);
    expect((await call(t.app, 'GET', 'docs', { token: other.token })).json().status).toBe(40300);
    expect((await call(t.app, 'GET', 'docs/architecture', { token: other.token })).json().status).toBe(40300);
    const reader = await createAdminWith(t.app, ['DevelopDocumentDetail']);
    expect((await call(t.app, 'GET', 'docs/architecture', { token: reader.token })).statusCode).toBe(200);
  });
});
