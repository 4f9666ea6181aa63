import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app-fixture.js';
import { call } from '../helpers.js';
import { memberWithToken, shop } from '../shop-helpers.js';

/**
 * An administrator's password reset or forbid ends a member's storefront tokens at once: every
 * storefront route (open ones included) refuses the old token with 40100, and the member logs in anew.
 */
describe('storefront tokens end when an administrator changes the member', () => {
  const t = useTestApp();

  let serial = 0;
  async function signedInMember() {
    const account = `mt${Date.now() % 100_000}${serial++}`;
    return { account, ...(await memberWithToken(t.app, account)) };
  }
  async function editMember(id: number, change: Record<string, unknown>) {
    const row = (await call(t.app, 'GET', `member/${id}`, { token: t.token })).json().message;
    const res = await call(t.app, 'POST', `member/${id}`, {
      token: t.token,
      body: {
        account: row.account,
        nickname: row.nickname,
        gender: row.gender,
        email: row.email,
        phone: row.phone,
        avatar: row.avatar,
        state: row.state,
        password: '',
        version: row.version,
        ...change,
      },
    });
    expect(res.json().status, res.body).toBe(200);
  }
  /** The envelope statuses of a member-only route and an open one with the token. */
  const answers = async (token: string) => [
    (await shop(t.app, 'POST', 'favourite', { token, body: { good_id: 1, remove: true } })).json().status,
    (await shop(t.app, 'POST', 'visit', { token, body: { source: 'direct' } })).json().status,
  ];

  it('keeps the token through an edit that changes neither password nor state', async () => {
    const m = await signedInMember();
    await editMember(m.id, { nickname: 'Renamed' });
    expect(await answers(m.token)).toEqual([200, 200]);
  });

  it('refuses the old token after a password reset; the new password logs in', async () => {
    const m = await signedInMember();
    expect(await answers(m.token)).toEqual([200, 200]);
    await editMember(m.id, { password: 'NewSecret456' });
    const refused = await shop(t.app, 'POST', 'favourite', {
      token: m.token,
      body: { good_id: 1, remove: true },
    });
    expect(refused.statusCode).toBe(401);
    expect(await answers(m.token)).toEqual([40100, 40100]);
    const login = await shop(t.app, 'POST', 'login', {
      body: { account: m.account, password: 'NewSecret456' },
    });
    expect(await answers(login.json().message.access_token)).toEqual([200, 200]);
  });

  it('refuses the old token after a forbid, and still after the member is allowed again', async () => {
    const m = await signedInMember();
    await editMember(m.id, { state: 0 });
    expect(await answers(m.token)).toEqual([40100, 40100]);
    // Nothing was recorded in the forbidden member's name.
    const visits = await t.app.db
      .selectFrom('goods_visits')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    expect(visits).toHaveLength(0);
    await editMember(m.id, { state: 1 });
    expect(await answers(m.token)).toEqual([40100, 40100]);
    const login = await shop(t.app, 'POST', 'login', { body: { account: m.account, password: 'Secret123' } });
    expect(await answers(login.json().message.access_token)).toEqual([200, 200]);
  });

  it('refuses the token of a deleted member', async () => {
    const m = await signedInMember();
    const res = await call(t.app, 'POST', `member/destroy/${m.id}`, { token: t.token, body: {} });
    expect(res.json().status).toBe(200);
    expect(await answers(m.token)).toEqual([40100, 40100]);
  });
});
