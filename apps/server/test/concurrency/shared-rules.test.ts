import { describe, expect, it } from 'vitest';
import { formsFixture } from '../asset-forms-fixture.js';
import { classId, registerAsset } from '../asset-helpers.js';
import { generalGood, seedCatalog } from '../catalog-factories.js';
import { call } from '../helpers.js';
import { atOnce, expectTally, messagesOf } from './checks.js';

// Rules that span several rows (one default company, a value unique among live rows, a place's
// capacity) checked by requests arriving at once: on PostgreSQL each check must see the writes of
// the request before it, so exactly the allowed number succeed and the others get 42200.
describe('rules over several rows under concurrent writes', () => {
  const fx = formsFixture();
  const post = (route: string, body: unknown, token = fx.root) =>
    call(fx.t.app, 'POST', route, { token, body, lang: 'en' });
  const defaults = async () =>
    (await fx.t.app.db.selectFrom('dhls').select('id').where('is_default', '=', 1).execute()).map(
      (r) => r.id,
    );

  it('logistics companies saved as the default at once: exactly one default remains', async () => {
    const created = await atOnce(5, (i) =>
      post('dhl', { name: `Courier ${i}`, abbreviation: `C${i}`, is_default: 1 }),
    );
    expectTally(created, { 200: 5 });
    expect(await defaults()).toHaveLength(1);
    const rows = await fx.t.app.db.selectFrom('dhls').select(['id', 'name', 'state', 'version']).execute();
    const edits = await atOnce(rows.length, (i) => {
      const row = rows[i] as (typeof rows)[number];
      return post(`dhl/${row.id}`, {
        name: row.name,
        abbreviation: 'X',
        state: 1,
        is_default: 1,
        version: row.version,
      });
    });
    expectTally(edits, { 200: rows.length });
    expect(await defaults()).toHaveLength(1);
  });

  it('goods saved with the same article number at once: one keeps it', async () => {
    const { categoryId } = await seedCatalog(fx.t.app, ' R');
    const replies = await atOnce(4, (i) =>
      post('good', generalGood(categoryId, { name: `Mug ${i}`, number: 'ART-77' })),
    );
    expectTally(replies, { 200: 1, 42200: 3 });
    expect(new Set(messagesOf(replies, 42200))).toEqual(new Set(['Article number already exists']));
    const live = await fx.t.app.db
      .selectFrom('goods')
      .select('id')
      .where('number', '=', 'ART-77')
      .where('deleted_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('one tag bound to four assets at once: one asset holds it', async () => {
    const assets = await Promise.all([0, 1, 2, 3].map(() => registerAsset(fx.t.app, fx.a.token, fx.orgA)));
    const replies = await atOnce(4, (i) =>
      post('assets/binding', { id: assets[i]?.id, tag: 'RFID-RACE' }, fx.a.token),
    );
    expectTally(replies, { 200: 1, 42200: 3 });
    const holder = assets[replies.findIndex((r) => r.json().status === 200)];
    expect(new Set(messagesOf(replies, 42200))).toEqual(
      new Set([`Tag RFID-RACE is bound to asset ${holder?.code}`]),
    );
    const bound = await fx.t.app.db
      .selectFrom('assets')
      .select('id')
      .where('tag', '=', 'RFID-RACE')
      .execute();
    expect(bound).toEqual([{ id: holder?.id }]);
  });

  it('a shelf for two: five registrations and two intakes at once never overfill it', async () => {
    const shelf = (
      await post('storageLocation/create', {
        name: 'Pair shelf',
        code: `PAIR-${Date.now() % 100000}`,
        capacity: 2,
      })
    ).json().message.id;
    const base_data_id = await classId(fx.t.app);
    const register = (i: number) =>
      post(
        'assets/addassets',
        {
          name: `Chair ${i}`,
          base_data_id,
          quantity: 1,
          original_value: 100,
          purchase_date: '2024-01-01',
          organization_id: fx.orgA,
          storage_location_id: shelf,
        },
        fx.a.token,
      );
    const replies = await atOnce(5, register);
    expectTally(replies, { 200: 2, 42200: 3 });
    expect(new Set(messagesOf(replies, 42200))).toEqual(
      new Set(['Pair shelf holds at most 2 assets; only 0 more fit now']),
    );
    // Free one place, then two intakes into the shelf complete at once: one fits.
    const [kept] = replies.filter((r) => r.json().status === 200).map((r) => r.json().message.id as number);
    expect((await post('assets/del', { ids: [kept] }, fx.a.token)).json().status).toBe(200);
    const items = await Promise.all([0, 1].map(() => registerAsset(fx.t.app, fx.a.token, fx.orgA)));
    const forms: { task: { id: number } }[] = [];
    for (const item of items) {
      forms.push(
        await fx.approved(
          'assetsJoin',
          { lines: [{ asset_id: item.id }], reason: 'In', storage_location_id: shelf },
          fx.a.token,
        ),
      );
    }
    const done = await atOnce(2, (i) => post(`task/complete/${forms[i]?.task.id}`, {}));
    expectTally(done, { 200: 1, 42200: 1 });
    const held = await fx.t.app.db
      .selectFrom('assets')
      .select('id')
      .where('storage_location_id', '=', shelf)
      .where('deleted_at', 'is', null)
      .execute();
    expect(held).toHaveLength(2);
  });
});
