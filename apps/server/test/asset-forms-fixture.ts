import { beforeAll, expect } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { createOrganization, createPlace, registerAsset, unitAdmin } from './asset-helpers.js';
import { call } from './helpers.js';

/** A lease grant's contract: its number, its term, the rent per cycle and the cycle. */
interface LeaseTerms {
  contract_no: string;
  start_date: string;
  end_date: string;
  rent: number;
  cycle: string;
}

/**
 * The world of the asset-form tests: two units (Bureau A and B) with their administrators, a shelf,
 * the root administrator, and helpers to call the API and push a form through approval and its task.
 * Call it inside a `describe`: its app opens before the tests and closes after them.
 */
export function formsFixture() {
  const fx = {
    t: useTestApp(),
    root: '',
    orgA: 0,
    orgB: 0,
    a: { token: '' },
    b: { token: '' },
    shelf: 0,
  };
  const post = (token: string, route: string, body: unknown = {}) =>
    call(fx.t.app, 'POST', route, { token, body, lang: 'en' });
  const get = async (token: string, route: string, query?: Record<string, string>) =>
    (await call(fx.t.app, 'GET', route, { token, query, lang: 'en' })).json();
  const asset = async (id: number) => (await get(fx.root, 'assets/detail', { id: String(id) })).message;
  /** Unit A's draft form taking the asset `assetId` into the warehouse onto the shelf (the response). */
  const joinDraft = (assetId: number, reason = 'x') =>
    post(fx.a.token, 'assetsJoin', { lines: [{ asset_id: assetId }], reason, storage_location_id: fx.shelf });
  /** Creates and submits a form as `token`, approves it as root; returns the form's detail. */
  const approved = async (kind: string, body: Record<string, unknown>, token = fx.root) => {
    const created = await post(token, kind, body);
    expect(created.json().status, JSON.stringify(created.json())).toBe(200);
    const form = created.json().message;
    expect((await post(token, `${kind}/submit/${form.id}`)).json().status).toBe(200);
    const decision = await post(fx.root, `${kind}/approve/${form.id}`, { approved: true, opinion: 'ok' });
    expect(decision.json().status).toBe(200);
    return (await get(fx.root, `${kind}/${form.id}`)).message;
  };
  /** A new public asset of Bureau A leased to Acme Ltd on an approved grant of these `terms`. */
  const leased = async (terms: LeaseTerms) => {
    const item = await registerAsset(fx.t.app, fx.root, fx.orgA, { ownership: 'public' });
    const grant = await approved('assetLeaseGrant', {
      lines: [{ asset_id: item.id }],
      reason: 'Lease',
      lessee: 'Acme Ltd',
      ...terms,
    });
    return { item, grant };
  };
  /** Completes the form's warehouse task as root. */
  const complete = async (form: { task: { id: number } | null }) => {
    expect(form.task).not.toBeNull();
    const done = await post(fx.root, `task/complete/${form.task?.id}`);
    expect(done.json().status, JSON.stringify(done.json())).toBe(200);
  };
  beforeAll(async () => {
    fx.root = fx.t.token;
    fx.orgA = await createOrganization(fx.t.app, 'Bureau A');
    fx.orgB = await createOrganization(fx.t.app, 'Bureau B');
    fx.a = await unitAdmin(fx.t.app, fx.orgA);
    fx.b = await unitAdmin(fx.t.app, fx.orgB);
    fx.shelf = await createPlace(fx.t.app, fx.root);
  });
  return Object.assign(fx, { post, get, joinDraft, asset, approved, leased, complete });
}
