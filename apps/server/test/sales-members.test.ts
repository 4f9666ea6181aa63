import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '../src/modules/dashboard/days.js';
import { useTestApp } from './app-fixture.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call, createAdminWith } from './helpers.js';
import { ADDRESS, shop } from './shop-helpers.js';
import { freezeClock } from './stat-factories.js';

const member = {
  account: 'grace',
  nickname: 'Grace',
  gender: 2,
  email: 'grace@example.com',
  phone: '13900000001',
  password: 'Pass1234',
  avatar: '',
  state: 1,
};

describe('members (member)', () => {
  const t = useTestApp();
  const post = (route: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
    call(t.app, 'POST', route, { token: t.token, body, lang });
  const get = async (route: string, query?: Record<string, string>) =>
    (await call(t.app, 'GET', route, { token: t.token, query })).json().message;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates, edits (password only when changing), searches and counts by state', async () => {
    const created = (await post('member', member)).json().message;
    expect(created).toMatchObject({ account: 'grace', gender: 2, balance: 0, state: 1, version: 1 });
    expect(created).not.toHaveProperty('password');
    const noPassword = await post('member', { ...member, account: 'heidi', password: '' });
    expect(noPassword.json().errors.password).toEqual(['Please enter Password']);
    await post('member', { ...member, account: 'ivan', nickname: 'Ivan', phone: '13900000002', state: 0 });

    const edit = await post(`member/${created.id}`, {
      ...member,
      nickname: 'Gracie',
      password: '',
      version: 1,
    });
    expect(edit.json().status).toBe(200);
    const stale = await post(`member/${created.id}`, { ...member, version: 1 });
    expect(stale.json().status).toBe(40900);
    // The old password still logs in: an empty one kept it.
    const login = await shop(t.app, 'POST', 'login', { body: { account: 'grace', password: 'Pass1234' } });
    expect(login.json().status).toBe(200);
    const forbidden = await shop(t.app, 'POST', 'login', { body: { account: 'ivan', password: 'Pass1234' } });
    expect(forbidden.json()).toMatchObject({ status: 40300, message: 'This member account is disabled' });

    expect(
      (await get('member', { keyword: '13900000002' })).data.map((m: { account: string }) => m.account),
    ).toEqual(['ivan']);
    expect((await get('member', { keyword: 'grac' })).data[0]).toMatchObject({ nickname: 'Gracie' });
    expect(
      (await get('member', { activeIndex: '3' })).data.map((m: { account: string }) => m.account),
    ).toEqual(['ivan']);
    expect(await get('memberCount')).toEqual({ all: 2, normal: 1, forbidden: 1 });
  });

  it('keeps a birthday (optional, a real day, never in the future) from the form and the storefront', async () => {
    // The clock stops for this test: the server's today is the test's, even across midnight.
    freezeClock(new Date());
    const today = localDay(new Date());
    const created = (await post('member', { ...member, account: 'kate', birthday: '1990-02-28' })).json();
    expect(created.message).toMatchObject({ account: 'kate', birthday: '1990-02-28' });
    const { id } = created.message;
    const edit = (birthday: unknown, version: number) =>
      post(`member/${id}`, { ...member, account: 'kate', password: '', birthday, version });
    expect((await edit(today, 1)).json().status).toBe(200);
    expect((await get(`member/${id}`)).birthday).toBe(today);
    const future = (await edit(addDays(today, 1), 2)).json();
    expect(future).toMatchObject({
      status: 42200,
      errors: { birthday: ['The birthday cannot be in the future'] },
    });
    const zh = (await post(`member/${id}`, { ...member, birthday: '2999-01-01', version: 2 }, 'zh')).json();
    expect(zh.errors.birthday).toEqual(['生日不能晚于今天']);
    expect((await edit('1990-02-30', 2)).json().errors.birthday).toHaveLength(1);
    expect((await edit(null, 2)).json().status).toBe(200);
    expect((await get('member', { keyword: 'kate' })).data[0]).toMatchObject({ birthday: null, version: 3 });
    await post(`member/destroy/${id}`, {});

    const body = { account: 'lena', password: 'Secret123', gender: 2, birthday: '2001-07-15' };
    expect((await shop(t.app, 'POST', 'register', { body })).json().status).toBe(200);
    expect((await get('member', { keyword: 'lena' })).data[0]).toMatchObject({
      gender: 2,
      birthday: '2001-07-15',
    });
    const later = { ...body, account: 'mona', birthday: addDays(today, 1) };
    expect((await shop(t.app, 'POST', 'register', { body: later })).json().status).toBe(42200);
    await post(`member/destroy/${(await get('member', { keyword: 'lena' })).data[0].id}`, {});
  });

  it('changes the balance only through the ledger, never below zero, with who and why', async () => {
    const { id } = (await get('member', { keyword: 'grace' })).data[0];
    expect(
      (await post(`member/balance/${id}`, { amount: 5000, reason: 'Welcome gift' })).json().message,
    ).toEqual({
      balance: 5000,
      message: 'Balance adjusted',
    });
    const overdraw = await post(`member/balance/${id}`, { amount: -6000, reason: 'Correction' });
    expect(overdraw.json()).toMatchObject({
      status: 42200,
      message: 'The balance cannot go below zero: it is 50.00',
    });
    expect((await post(`member/balance/${id}`, { amount: 0, reason: 'x' })).json().errors.amount).toEqual([
      'The amount cannot be 0',
    ]);
    expect((await post(`member/balance/${id}`, { amount: 1.5, reason: 'x' })).json().status).toBe(42200);
    expect((await post(`member/balance/${id}`, { amount: -2000, reason: 'Correction' })).json().status).toBe(
      200,
    );
    expect((await get(`member/${id}`)).balance).toBe(3000);
    const ledger = (await get(`member/ledger/${id}`)).data;
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'adjust',
        amount: -2000,
        balance_after: 3000,
        reason: 'Correction',
        admin_name: 'admin',
      }),
      expect.objectContaining({ kind: 'adjust', amount: 5000, balance_after: 5000, reason: 'Welcome gift' }),
    ]);
    // The admin log records who adjusted.
    const log = await t.app.db
      .selectFrom('admin_logs')
      .select(['path', 'input'])
      .where('path', 'like', `%member/balance/${id}`)
      .execute();
    expect(log.length).toBeGreaterThanOrEqual(2);

    const viewer = await createAdminWith(t.app, ['MemberList']);
    const denied = await call(t.app, 'POST', `member/balance/${id}`, {
      token: viewer.token,
      body: { amount: 100, reason: 'x' },
    });
    expect(denied.json().status).toBe(40300);
    expect((await get(`member/${id}`)).balance).toBe(3000);
  });

  it('deletes only members without orders or balance', async () => {
    const { id } = (await get('member', { keyword: 'grace' })).data[0];
    expect((await post(`member/destroy/${id}`, {})).json()).toMatchObject({
      status: 40900,
      message: 'This member still has a balance of 30.00, so it cannot be deleted',
    });
    const c = await seedCatalog(t.app);
    const good = (await post('good', generalGood(c.categoryId))).json().message;
    const ivan = (await get('member', { keyword: 'ivan' })).data[0];
    await post(`member/${ivan.id}`, {
      ...member,
      account: 'ivan',
      password: '',
      state: 1,
      version: ivan.version,
    });
    const login = await shop(t.app, 'POST', 'login', { body: { account: 'ivan', password: 'Pass1234' } });
    const ordered = await shop(t.app, 'POST', 'order', {
      token: login.json().message.access_token,
      body: { lines: [{ good_id: good.id, number: 1 }], address: ADDRESS },
    });
    expect(ordered.json().status).toBe(200);
    expect((await post(`member/destroy/${ivan.id}`, {})).json().message).toBe(
      'This member has 1 order, so it cannot be deleted: disable it instead',
    );
    const lone = (await post('member', { ...member, account: 'judy', phone: '' })).json().message;
    expect((await post(`member/destroy/${lone.id}`, {})).json().status).toBe(200);
    expect((await call(t.app, 'GET', `member/${lone.id}`, { token: t.token })).json().status).toBe(40400);
  });
});
