import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';

interface Notice {
  id: number;
  title: string;
  body?: string;
  author: string;
  state: 'draft' | 'published';
  published_at: string | null;
  version: number;
}

describe('notices (notice)', () => {
  const t = useTestApp();

  const create = async (body: Record<string, unknown>, as = t.token): Promise<Notice> => {
    const res = await call(t.app, 'POST', 'notice', { token: as, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message;
  };

  it('creates a notice with a sanitized body, the author defaulting to the signed-in admin', async () => {
    const nickname = (
      await t.app.db
        .selectFrom('admins')
        .select('nickname')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).nickname;
    const notice = await create({
      title: ' Maintenance ',
      body: '<p onclick="x()">Tonight <strong>22:00</strong></p><script>alert(1)</script><a href="javascript:alert(1)">go</a>',
    });
    expect(notice).toMatchObject({ title: 'Maintenance', state: 'draft', published_at: null, version: 1 });
    expect(notice.author).toBe(nickname || 'admin');
    expect(notice.body).toBe(
      '<p>Tonight <strong>22:00</strong></p><a target="_blank" rel="noopener noreferrer nofollow">go</a>',
    );
    const detail = await call(t.app, 'GET', `notice/${notice.id}`, { token: t.token });
    expect(detail.json().message.body).not.toMatch(/script|onclick|javascript/);
  });

  it('lists without bodies, filtered by keyword and state, sorted by publish time', async () => {
    const a = await create({
      title: 'Holiday hours',
      body: '<p>a</p>',
      author: 'Ops',
      state: 'published',
      published_at: '2026-01-02T08:00:00Z',
    });
    const b = await create({
      title: 'Holiday menu',
      body: '<p>b</p>',
      state: 'published',
      published_at: '2026-03-01T08:00:00Z',
    });
    await create({ title: 'Holiday draft', body: '<p>c</p>' });
    const res = await call(t.app, 'GET', 'notice', {
      token: t.token,
      query: { keyword: 'holiday', state: 'published', sort: '-published_at' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().message;
    expect(page.data.map((r: Notice) => r.id)).toEqual([b.id, a.id]);
    expect(page.data[0]).not.toHaveProperty('body');
    expect(page.data[1]).toMatchObject({ author: 'Ops', published_at: '2026-01-02T08:00:00.000Z' });
    for (const sort of ['published_at', '-published_at']) {
      const all = await call(t.app, 'GET', 'notice', { token: t.token, query: { keyword: 'holiday', sort } });
      const titles = all.json().message.data.map((r: Notice) => r.title);
      expect(titles.at(-1), `drafts last when sorting by ${sort}`).toBe('Holiday draft');
    }
    const byAuthor = await call(t.app, 'GET', 'notice', { token: t.token, query: { keyword: 'ops' } });
    expect(byAuthor.json().message.data.map((r: Notice) => r.id)).toEqual([a.id]);
    const inJanuary = await call(t.app, 'GET', 'notice', {
      token: t.token,
      query: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(inJanuary.json().message.data.map((r: Notice) => r.id)).toEqual([a.id]);
  });

  it('publishes on edit, keeps the publish time on later edits, and refuses a stale version', async () => {
    const draft = await create({ title: 'Draft', body: '<p>x</p>' });
    const publish = await call(t.app, 'POST', `notice/${draft.id}`, {
      token: t.token,
      body: { title: 'Published', body: '<p>y</p>', state: 'published', version: 1 },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const first = (await call(t.app, 'GET', `notice/${draft.id}`, { token: t.token })).json()
      .message as Notice;
    expect(first).toMatchObject({ title: 'Published', state: 'published', version: 2, body: '<p>y</p>' });
    expect(first.published_at).not.toBeNull();

    await call(t.app, 'POST', `notice/${draft.id}`, {
      token: t.token,
      body: { title: 'Published again', body: '<p>z</p>', state: 'published', version: 2 },
    });
    const second = (await call(t.app, 'GET', `notice/${draft.id}`, { token: t.token })).json()
      .message as Notice;
    expect(second.published_at).toBe(first.published_at);

    const stale = await call(t.app, 'POST', `notice/${draft.id}`, {
      token: t.token,
      body: { title: 'Lost', body: '<p>lost</p>', version: 1 },
    });
    expect(stale.json().status).toBe(40900);
    expect((await call(t.app, 'GET', `notice/${draft.id}`, { token: t.token })).json().message.title).toBe(
      'Published again',
    );
  });

  it('feeds the dashboard with published notices only, and the content page with one of them', async () => {
    const shown = await create({ title: 'Shown', body: '<p>visible</p>', state: 'published' });
    const hidden = await create({ title: 'Hidden', body: '<p>draft</p>' });
    const future = await create({
      title: 'Future',
      body: '<p>later</p>',
      state: 'published',
      published_at: '2999-01-01T00:00:00Z',
    });
    const viewer = await createAdminWith(t.app, ['Dashboard']);

    const latest = await call(t.app, 'GET', 'notice/latest', { token: viewer.token, query: { limit: '3' } });
    expect(latest.statusCode, latest.body).toBe(200);
    const rows = latest.json().message as Notice[];
    expect(rows[0]).toEqual({
      id: shown.id,
      title: 'Shown',
      author: shown.author,
      published_at: shown.published_at,
    });
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(rows.map((r) => r.id)).not.toContain(hidden.id);
    expect(rows.map((r) => r.id)).not.toContain(future.id);

    const content = await call(t.app, 'GET', `notice/content/${shown.id}`, { token: viewer.token });
    expect(content.json().message).toMatchObject({ id: shown.id, title: 'Shown', body: '<p>visible</p>' });
    for (const id of [hidden.id, future.id, 999999]) {
      expect((await call(t.app, 'GET', `notice/content/${id}`, { token: viewer.token })).json().status).toBe(
        40400,
      );
    }
    // The dashboard permission does not open the management list.
    expect((await call(t.app, 'GET', 'notice', { token: viewer.token })).json().status).toBe(40300);
  });

  it('returns field messages for invalid input', async () => {
    const res = await call(t.app, 'POST', 'notice', {
      token: t.token,
      lang: 'en',
      body: { title: '', body: '', state: 'archived', published_at: 'someday', author: 'x'.repeat(65) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['Please enter Title'],
      body: ['Please enter Content'],
      state: ['State has a wrong format'],
      published_at: ['Publish time has a wrong format'],
      author: ['Author cannot exceed 64'],
    });
    const onlyScript = await call(t.app, 'POST', 'notice', {
      token: t.token,
      lang: 'zh',
      body: { title: 'x', body: '<script>alert(1)</script><p> </p>' },
    });
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().errors).toEqual({ body: ['请输入内容'] });
    const latest = await call(t.app, 'GET', 'notice/latest', { token: t.token, query: { limit: '100' } });
    expect(Object.keys(latest.json().errors)).toEqual(['limit']);
  });

  it('responds with 40300 for each action without its permission', async () => {
    const n = await create({ title: 'Guarded', body: '<p>g</p>' });
    const none = await createAdminWith(t.app, ['AdminList']);
    expect((await call(t.app, 'GET', 'notice', { token: none.token })).json().status).toBe(40300);
    expect((await call(t.app, 'GET', 'notice/latest', { token: none.token })).json().status).toBe(40300);
    expect((await call(t.app, 'GET', `notice/content/${n.id}`, { token: none.token })).json().status).toBe(
      40300,
    );
    const reader = await createAdminWith(t.app, ['NoticeList']);
    expect((await call(t.app, 'GET', `notice/${n.id}`, { token: reader.token })).statusCode).toBe(200);
    const body = { title: 'x', body: '<p>x</p>' };
    expect((await call(t.app, 'POST', 'notice', { token: reader.token, body })).json().status).toBe(40300);
    expect((await call(t.app, 'POST', `notice/${n.id}`, { token: reader.token, body })).json().status).toBe(
      40300,
    );
    expect(
      (await call(t.app, 'POST', `notice/destroy/${n.id}`, { token: reader.token, body: {} })).json().status,
    ).toBe(40300);
  });

  it('responds with 40400 for unknown notices, and deletes one or several', async () => {
    const body = { title: 'x', body: '<p>x</p>' };
    expect((await call(t.app, 'GET', 'notice/999999', { token: t.token })).json().status).toBe(40400);
    expect((await call(t.app, 'POST', 'notice/999999', { token: t.token, body })).json().status).toBe(40400);
    expect(
      (await call(t.app, 'POST', 'notice/destroy/999999', { token: t.token, body: {} })).json().status,
    ).toBe(40400);

    const one = await create(body);
    const two = await create(body);
    const three = await create(body);
    expect(
      (await call(t.app, 'POST', `notice/destroy/${one.id}`, { token: t.token, body: {} })).statusCode,
    ).toBe(200);
    const batch = await call(t.app, 'POST', 'notice/destroy/0', {
      token: t.token,
      body: { ids: [two.id, three.id] },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    for (const id of [one.id, two.id, three.id]) {
      expect((await call(t.app, 'GET', `notice/${id}`, { token: t.token })).json().status).toBe(40400);
    }
  });
});
