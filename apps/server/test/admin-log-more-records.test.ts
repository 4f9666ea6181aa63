import { describe, expect, it } from 'vitest';
import { loggedWrites } from './admin-log-helpers.js';
import { useTestApp } from './app-fixture.js';
import { createOrganization, createPlace, registerAsset } from './asset-helpers.js';
import { generalGood, seedCatalog, skuGood } from './catalog-factories.js';
import { call } from './helpers.js';

/**
 * The writes of the pages whose routes are their own (trees, specifications, freight templates, places,
 * assets, plug-ins): each entry of the log names the record and shows what changed, as for goods.
 */
describe('admin log: before → after of trees, specifications, freight, places, assets and plug-ins', () => {
  const t = useTestApp();
  const { log, saved } = loggedWrites(t);

  it('records a category edit with its linked brands, a move, and its deletion', async () => {
    const c = await seedCatalog(t.app, '-tree-log');
    const leaf = await saved('category', { name: 'Tablets', pid: c.parentId, brand_ids: [c.brandId] });
    expect(await log.lastChanges('category', leaf.id, 1)).toMatchObject({
      name: [null, 'Tablets'],
      pid: [null, c.parentId],
      brand_ids: [null, [c.brandId]],
    });
    await saved(`category/${leaf.id}`, {
      name: 'Tablets & e-readers',
      pid: c.parentId,
      brand_ids: [c.brandId, c.otherBrandId],
      version: leaf.version,
    });
    expect(await log.lastChanges('category', leaf.id, 2)).toEqual({
      name: ['Tablets', 'Tablets & e-readers'],
      brand_ids: [[c.brandId], [c.brandId, c.otherBrandId]].map((ids) => [...ids].sort((a, b) => a - b)),
    });
    await saved('category/sort', { pid: 0, ids: [leaf.id] });
    expect(await log.lastChanges('category', leaf.id, 3)).toMatchObject({ pid: [c.parentId, 0] });
    await saved(`category/destroy/${leaf.id}`, {});
    expect(await log.lastChanges('category', leaf.id, 4)).toMatchObject({
      name: ['Tablets & e-readers', null],
    });
  });

  it('records a goods’ SKUs as they change and how many card keys it holds, never a key', async () => {
    const c = await seedCatalog(t.app, '-sku-log');
    const body = skuGood(c.categoryId, { number: 'SKU-LOG' });
    const good = await saved('good', body);
    const skus = (body.skus ?? []).map((sku, i) => (i === 0 ? { ...sku, price: 150 } : sku));
    await saved(`good/${good.id}`, { ...body, skus, version: good.version });
    const changes = await log.lastChanges('good', good.id, 2);
    expect(Object.keys(changes ?? {})).toEqual(expect.arrayContaining(['skus']));
    const [before, after] = (changes?.skus ?? []) as { price: number; spec: unknown }[][];
    expect([before?.[0]?.price, after?.[0]?.price]).toEqual([100, 150]);
    expect(after?.[0]?.spec).toBe('Colour: Red / Memory: 8G');

    const codes = [1, 2].map((i) => ({ name: `Card ${i}`, code: `SECRET-KEY-${i}` }));
    const card = generalGood(c.categoryId, { type: 2, code_type: 0, is_fixed: 0, number: 'CARD-LOG' });
    const cardGood = await saved('good', { ...card, inventory: 2, codes });
    expect(await log.lastChanges('good', cardGood.id, 1)).toMatchObject({ card_codes: [null, 2] });
    const [entry] = await log.history('good', cardGood.id, 1);
    expect(JSON.stringify(await log.detail(entry?.id ?? 0))).not.toContain('SECRET-KEY');
  });

  it('records organizations, departments and permissions (menus)', async () => {
    const org = await saved('organization', { name: '审计局' });
    await saved(`organization/${org.id}`, { name: '市审计局', version: org.version });
    expect(await log.lastChanges('organization', org.id, 2)).toEqual({ name: ['审计局', '市审计局'] });

    const dept = await saved('department', { organization_id: org.id, name: '办公室' });
    await saved(`department/${dept.id}`, {
      organization_id: org.id,
      name: '综合办公室',
      version: dept.version,
    });
    expect(await log.lastChanges('department', dept.id, 2)).toEqual({ name: ['办公室', '综合办公室'] });
    await saved(`department/destroy/${dept.id}`, {});
    expect(await log.lastChanges('department', dept.id, 3)).toMatchObject({ name: ['综合办公室', null] });

    const group = await saved('power', { title: '报表', api: 'AuditedReports', icon: 'chart' });
    await saved(`power/${group.id}`, {
      title: '统计报表',
      api: 'AuditedReports',
      icon: 'chart',
      version: group.version,
    });
    expect(await log.lastChanges('power', group.id, 2)).toEqual({ title: ['报表', '统计报表'] });
  });

  it('records specifications and freight templates, a copy as a creation', async () => {
    const spec = await saved('specification', { name: 'Size', type: 1, location: 1, values: ['S', 'M'] });
    await saved(`specification/${spec.id}`, {
      name: 'Size',
      type: 1,
      location: 1,
      values: ['S', 'M', 'L'],
      version: spec.version,
    });
    expect(await log.lastChanges('specification', spec.id, 2)).toEqual({
      values: [
        ['S', 'M'],
        ['S', 'M', 'L'],
      ],
    });

    const template = {
      name: 'Parcel',
      valuation: 0,
      default_rule: { first_piece: 1, first_cost: 1000, add_piece: 1, add_cost: 500 },
      rules: [],
      free_regions: [],
      origin: '杭州',
    };
    const freight = await saved('freight', template);
    await saved(`freight/${freight.id}`, {
      ...template,
      default_rule: { ...template.default_rule, first_cost: 1200 },
      version: freight.version,
    });
    expect(await log.lastChanges('freight', freight.id, 2)).toEqual({
      default_rule: [template.default_rule, { ...template.default_rule, first_cost: 1200 }],
    });
    const copy = await saved(`freight/copy/${freight.id}`, {});
    expect(await log.lastChanges('freight', copy.id, 1)).toMatchObject({ origin: [null, '杭州'] });
  });

  it('records places and the asset register: edit, marks, sharing, deletion', async () => {
    const place = await createPlace(t.app, t.token);
    const detail = (await call(t.app, 'GET', `storageLocation/${place}`, { token: t.token })).json().message;
    await saved(`storageLocation/${place}`, {
      name: 'Store room',
      code: detail.code,
      pid: 0,
      version: detail.version,
    });
    expect(await log.lastChanges('place', place, 2)).toEqual({ name: [detail.name, 'Store room'] });

    const org = await createOrganization(t.app, '资产局');
    const asset = await registerAsset(t.app, t.token, org, { custodian: 'Wang' });
    expect(await log.lastChanges('asset', asset.id, 1)).toMatchObject({ custodian: [null, 'Wang'] });
    await saved('assets/mark', { ids: [asset.id], marks: ['important'] });
    const [marked] = await log.history('asset', asset.id, 2);
    expect(Object.keys((await log.detail(marked?.id ?? 0)).changes ?? {})).toEqual(['marks']);
    await saved('assets/updateresource', { ids: [asset.id], is_resource: 1 });
    expect(await log.lastChanges('asset', asset.id, 3)).toEqual({ is_resource: [0, 1] });
    await saved('assets/del', { ids: [asset.id] });
    expect(await log.lastChanges('asset', asset.id, 4)).toMatchObject({ custodian: ['Wang', null] });
  });

  it('records a plug-in switched on and its settings changed, never a setting’s value', async () => {
    const list = (
      await call(t.app, 'GET', 'plugin', { token: t.token, query: { keyword: 'sandbox' } })
    ).json();
    const sandbox = list.message.data.find((p: { code: string }) => p.code === 'sandbox');
    await saved(`plugin/state/${sandbox.id}`, { action: 'enable' });
    expect(await log.lastChanges('plugin', sandbox.id, 1)).toEqual({ enabled: [0, 1] });
    await saved(`plugin/${sandbox.id}`, {
      settings: { merchant_id: 'M-9', api_key: 'top-secret-9', confirm_after_seconds: 5 },
    });
    const changes = await log.lastChanges('plugin', sandbox.id, 2);
    expect(changes).toEqual({ settings: ['***', '***'] });
    const [entry] = await log.history('plugin', sandbox.id, 2);
    expect(JSON.stringify(await log.detail(entry?.id ?? 0))).not.toContain('top-secret-9');
  });
});
