import { describe, expect, it } from 'vitest';
import { adminLog } from './admin-log-helpers.js';
import { formsFixture } from './asset-forms-fixture.js';
import { createPlace, registerAsset } from './asset-helpers.js';

describe('admin log: an asset form’s way through approval and a verification’s checks', () => {
  const fx = formsFixture();
  const log = adminLog(
    () => fx.t.app,
    () => fx.root,
  );

  it('records the form made, submitted, approved, each check’s progress and the close', async () => {
    const room = await createPlace(fx.t.app, fx.root);
    const first = await registerAsset(fx.t.app, fx.a.token, fx.orgA, { storage_location_id: room });
    const second = await registerAsset(fx.t.app, fx.a.token, fx.orgA, { storage_location_id: room });
    const campaign = await fx.approved(
      'verify',
      { reason: 'Yearly', scope: 'place', scope_id: room },
      fx.a.token,
    );
    // The three were sent one after the other without waiting for their entries: found by path.
    const entries = await log.history('assetForm', campaign.id, 3);
    const changesOf = async (path: string) =>
      (await log.detail(entries.find((e) => e.path === path)?.id ?? 0)).changes;
    expect(await changesOf('verify')).toMatchObject({
      kind: [null, 'verify'],
      status: [null, 'draft'],
      reason: [null, 'Yearly'],
      line_count: [null, 2],
    });
    expect(await changesOf(`verify/submit/${campaign.id}`)).toEqual({ status: ['draft', 'submitted'] });
    expect(await changesOf(`verify/approve/${campaign.id}`)).toMatchObject({
      status: ['submitted', 'processing'],
      opinion: ['', 'ok'],
    });

    const line = (id: number) => campaign.lines.find((l: { asset_id: number }) => l.asset_id === id).id;
    for (const [i, asset] of [first, second].entries()) {
      const res = await fx.post(fx.a.token, `verify/check/${campaign.id}`, {
        lines: [{ line_id: line(asset.id), result: 'found' }],
      });
      expect(res.json().status, res.body).toBe(200);
      expect(await log.lastChanges('assetForm', campaign.id, 4 + i)).toEqual({ checked: [i, i + 1] });
    }
    expect((await fx.post(fx.root, `verify/close/${campaign.id}`)).json().status).toBe(200);
    expect(await log.lastChanges('assetForm', campaign.id, 6)).toEqual({
      status: ['processing', 'completed'],
    });
  });

  it('records a warehouse task completed as its form completed', async () => {
    const item = await registerAsset(fx.t.app, fx.a.token, fx.orgA);
    const form = await fx.approved('assetsJoin', {
      lines: [{ asset_id: item.id }],
      reason: 'Into the warehouse',
      storage_location_id: fx.shelf,
    });
    await log.history('assetForm', form.id, 3);
    await fx.complete(form);
    expect(await log.lastChanges('assetForm', form.id, 4)).toEqual({ status: ['processing', 'completed'] });
  });
});
