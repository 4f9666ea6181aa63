import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app-fixture.js';
import { classId, createOrganization, registerAsset, unitAdmin } from '../asset-helpers.js';
import { seedCatalog, skuGood } from '../catalog-factories.js';
import { call, createAdminWith, roleByCode } from '../helpers.js';
import { topUp } from '../shop-helpers.js';
import { atOnce, expectLedgerBalances, expectTally, messagesOf } from './checks.js';
import { shopper } from './shoppers.js';

const STALE_EN = 'The data was changed by someone else, please reload and try again';
const STALE_ZH = '数据已被修改，请刷新后重试';

// Several administrators save the same record from forms opened at the same version (optimistic locking):
// exactly one save lands, the others get 40900 and overwrite nothing; the version moves by one.
describe('concurrent edits with the same version', () => {
  const t = useTestApp();
  const post = (route: string, body: unknown, lang: 'zh' | 'en' = 'en', as = t.token) =>
    call(t.app, 'POST', route, { token: as, body, lang });
  /** Four saves at once, in alternating languages; returns the index of the one that landed. */
  const race = async (save: (i: number, lang: 'zh' | 'en') => ReturnType<typeof post>) => {
    const replies = await atOnce(4, (i) => save(i, i % 2 ? 'zh' : 'en'));
    expectTally(replies, { 200: 1, 40900: 3 });
    expect(new Set(messagesOf(replies, 40900))).toEqual(new Set([STALE_EN, STALE_ZH]));
    return replies.findIndex((r) => r.json().status === 200);
  };

  it('goods: one save lands with all its SKUs, never a mix of two forms', async () => {
    const { categoryId } = await seedCatalog(t.app);
    const created = (await post('good', skuGood(categoryId))).json().message;
    const before = (await call(t.app, 'GET', `good/${created.id}`, { token: t.token })).json().message;
    const form = (i: number) => {
      const body = skuGood(categoryId, { name: `Phone ${i}`, version: before.version });
      const skus = (body.skus ?? []).map((s, k) => ({ ...s, id: before.skus[k].id, price: 1000 * (i + 1) }));
      return { ...body, skus };
    };
    const winner = await race((i, lang) => post(`good/${created.id}`, form(i), lang));
    const good = await t.app.db
      .selectFrom('goods')
      .select(['name', 'version', 'inventory'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(good).toEqual({ name: `Phone ${winner}`, version: before.version + 1, inventory: 10 });
    const skus = await t.app.db
      .selectFrom('goods_skus')
      .select('price')
      .where('goods_id', '=', created.id)
      .where('deleted_at', 'is', null)
      .execute();
    expect(skus.map((s) => Number(s.price))).toEqual([1, 2, 3, 4].map(() => 1000 * (winner + 1)));
  });

  it('asset: one edit lands, with one history event', async () => {
    const org = await createOrganization(t.app, 'Bureau V');
    const unit = await unitAdmin(t.app, org);
    const asset = await registerAsset(t.app, unit.token, org, { name: 'Desk' });
    const base = { ...asset, base_data_id: await classId(t.app), attachments: [] };
    const winner = await race((i, lang) =>
      post('assets/edit', { ...base, name: `Desk ${i}`, custodian: `Clerk ${i}` }, lang, unit.token),
    );
    const row = await t.app.db
      .selectFrom('assets')
      .select(['name', 'custodian', 'version'])
      .where('id', '=', asset.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: `Desk ${winner}`, custodian: `Clerk ${winner}`, version: asset.version + 1 });
    const events = await t.app.db
      .selectFrom('asset_events')
      .select('kind')
      .where('asset_id', '=', asset.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['created', 'edited']);
  });

  it('role: one edit lands with exactly its own permissions', async () => {
    const holder = await createAdminWith(t.app, ['AdminList']);
    const role = await roleByCode(t.app, holder.roleCode);
    const apis = ['LanguageList', 'RegionList', 'DhlList', 'BrandList'];
    const ids = await t.app.db
      .selectFrom('permissions')
      .select(['id', 'api'])
      .where('api', 'in', apis)
      .execute();
    const idOf = (api: string) => ids.find((p) => p.api === api)?.id ?? 0;
    const winner = await race((i, lang) =>
      post(
        `manage/${role.id}`,
        {
          name: `Role ${i}`,
          code: holder.roleCode,
          permission_ids: [idOf(apis[i] ?? '')],
          version: role.version,
        },
        lang,
      ),
    );
    const row = await t.app.db
      .selectFrom('roles')
      .select(['name', 'version'])
      .where('id', '=', role.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: `Role ${winner}`, version: role.version + 1 });
    const held = await t.app.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select('permissions.api')
      .where('role_id', '=', role.id)
      .execute();
    // The winner's permission, with the groups above it that a grant brings along; no other edit's.
    const granted = held.map((p) => p.api);
    expect(granted).toContain(apis[winner]);
    for (const other of apis.filter((_, i) => i !== winner)) expect(granted).not.toContain(other);
  });

  it('brand (the shared versioned edit): one save lands', async () => {
    const brand = (await post('brand', { name: 'Initech', logo: '' })).json().message;
    const version = (
      await t.app.db
        .selectFrom('brands')
        .select('version')
        .where('id', '=', brand.id)
        .executeTakeFirstOrThrow()
    ).version;
    const winner = await race((i, lang) =>
      post(`brand/${brand.id}`, { name: `Initech ${i}`, logo: '', version }, lang),
    );
    const row = await t.app.db
      .selectFrom('brands')
      .select(['name', 'version'])
      .where('id', '=', brand.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: `Initech ${winner}`, version: version + 1 });
  });

  it('member: edits racing balance changes never touch the balance or its ledger', async () => {
    const m = await shopper(t.app);
    const detail = (await call(t.app, 'GET', `member/${m.id}`, { token: t.token })).json().message;
    const replies = await Promise.all([
      ...[0, 1].map((i) =>
        post(`member/${m.id}`, { account: detail.account, nickname: `Nick ${i}`, version: detail.version }),
      ),
      ...[100, 200, 300].map((amount) => topUp(t.app, t.token, m.id, amount)),
    ]);
    expectTally(replies, { 200: 4, 40900: 1 });
    const ledger = await expectLedgerBalances(t.app, m.id);
    expect(ledger.balance).toBe(600);
    const row = await t.app.db
      .selectFrom('members')
      .select('version')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(detail.version + 1);
  });
});
