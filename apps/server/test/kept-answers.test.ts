import { ORDER_STATES as S } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptAnswers } from '../src/lib/kept-answers.js';
import { KeptUntilWrite } from '../src/lib/kept-until-write.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from './helpers.js';
import { ADDRESS, memberWithToken, shop, topUp } from './shop-helpers.js';

describe('kept answers', () => {
  it('keeps nothing read during a write, or read before a drop', () => {
    const db = {};
    const answers = new KeptAnswers(10_000, 2, 100);
    const early = answers.ticket(db, 'a');
    KeptUntilWrite.dropAll(db);
    if (early) answers.keep(db, early, 'old');
    expect(answers.find(db, 'a')).toBeUndefined();

    KeptUntilWrite.beginWrite(db);
    expect(answers.ticket(db, 'a')).toBeUndefined();
    KeptUntilWrite.endWrite(db);

    const fresh = answers.ticket(db, 'a');
    if (fresh) answers.keep(db, fresh, 'new');
    expect(answers.find(db, 'a')).toBe('new');
    KeptUntilWrite.beginWrite(db);
    expect(answers.find(db, 'a')).toBeUndefined();
    KeptUntilWrite.endWrite(db);
  });

  it('keeps the newest answers up to its limits', () => {
    const db = {};
    const answers = new KeptAnswers(10_000, 2, 5);
    for (const [key, body] of [
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
      ['long', 'LONGER'],
    ]) {
      const ticket = answers.ticket(db, key as string);
      if (ticket) answers.keep(db, ticket, body as string);
    }
    expect([answers.find(db, 'a'), answers.find(db, 'b'), answers.find(db, 'c')]).toEqual([
      undefined,
      'B',
      'C',
    ]);
    expect(answers.find(db, 'long')).toBeUndefined();
  });
});

describe('the order list answered from memory', () => {
  let t: TestApp;
  let token: string;
  let orderId: number;
  const list = async (as = token) =>
    (await call(t.app, 'GET', `indent?page=1&limit=10&activeIndex=1`, { token: as, lang: 'en' })).json();
  const stateInList = async () =>
    (await list()).message.data.find((o: { id: number }) => o.id === orderId)?.state;

  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(t.app);
    const { categoryId } = await seedCatalog(t.app);
    await call(t.app, 'POST', 'dhl', { token, body: { name: 'SF Express', abbreviation: 'SF' } });
    const good = (
      await call(t.app, 'POST', 'good', { token, body: generalGood(categoryId, { number: '' }) })
    ).json().message;
    const member = await memberWithToken(t.app, 'kept');
    await topUp(t.app, token, member.id, 100_000);
    const placed = await shop(t.app, 'POST', 'order', {
      token: member.token,
      body: { lines: [{ good_id: good.id, number: 1 }], address: ADDRESS },
    });
    orderId = placed.json().message.id;
    await shop(t.app, 'POST', `order/${orderId}/pay`, { token: member.token, body: { way: 'balance' } });
  });
  afterAll(async () => t?.close());

  it('answers a repeat from memory, and afresh after any write', async () => {
    expect(await stateInList()).toBe(S.waitDelivery);
    // A change beside the requests is not seen while the answer is kept...
    await t.app.db
      .updateTable('orders')
      .set({ remark: 'changed beside' })
      .where('id', '=', orderId)
      .execute();
    expect((await list()).message.data[0].remark).not.toBe('changed beside');
    // ...and a write through the API is seen at once by the next read.
    const dhl = (await call(t.app, 'GET', 'dhl', { token })).json().message.data[0];
    const shipped = await call(t.app, 'POST', 'indent/shipment', {
      token,
      body: { id: orderId, dhl_id: dhl.id, odd: 'SF1' },
    });
    expect(shipped.json().result).toBe('ok');
    expect(await stateInList()).toBe(S.waitReceipt);
    expect((await list()).message.data[0].remark).toBe('changed beside');
  });

  it('still checks the caller first: logged out, or without the permission, nothing is answered', async () => {
    const other = await createAdminWith(t.app, ['IndentList']);
    expect((await list(other.token)).result).toBe('ok');
    expect((await list(other.token)).result).toBe('ok');
    const outsider = await createAdminWith(t.app, ['GoodList']);
    expect((await list(outsider.token)).status).toBe(40300);
    await call(t.app, 'POST', 'logout', { token: other.token });
    expect((await list(other.token)).status).toBe(50003);
  });
});
