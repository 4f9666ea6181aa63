import { beforeAll, describe, expect, it } from 'vitest';
import { applySort, contains, paginate } from '../src/lib/list.js';
import { nowIso } from '../src/lib/time.js';
import { useTestApp } from './app-fixture.js';

describe('list helpers', () => {
  const t = useTestApp({}, { signedIn: false });
  beforeAll(async () => {
    const now = nowIso();
    await t.app.db
      .insertInto('languages')
      .values(
        ['Deutsch', 'Français', '100%_off', 'DEUTSCH-CH', 'Español'].map((name, i) => ({
          name,
          code: `x${i}`,
          sort: 10 - i,
          state: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });

  const languages = () => t.app.db.selectFrom('languages').select(['id', 'name', 'sort']);

  it('pages rows and counts them all', async () => {
    const ids = t.app.db.selectFrom('languages').select('id');
    const page = await paginate(
      t.app.db,
      applySort(ids, 'id', { id: 'id' }),
      { page: 2, limit: 3 },
      (pageIds) => languages().where('id', 'in', pageIds),
    );
    expect(page).toMatchObject({ total: 7, per_page: 3, current_page: 2, last_page: 3 });
    expect(page.data.map((r) => r.id)).toEqual([4, 5, 6]);
    expect(page.total_capped).toBeUndefined();
  });

  it('sorts by a whitelisted field in both directions and refuses any other', async () => {
    const desc = await applySort(languages(), '-sort', { sort: 'sort' }).execute();
    expect(desc.map((r) => r.sort)).toEqual([...desc.map((r) => r.sort)].sort((a, b) => b - a));
    expect(() => applySort(languages(), 'password_hash', { sort: 'sort' })).toThrow();
  });

  it('matches text case-insensitively and wildcards literally', async () => {
    const deutsch = await languages().where(contains('name', 'deutsch')).execute();
    expect(deutsch.map((r) => r.name).sort()).toEqual(['DEUTSCH-CH', 'Deutsch']);
    const percent = await languages().where(contains('name', '%_')).execute();
    expect(percent.map((r) => r.name)).toEqual(['100%_off']);
    expect(await languages().where(contains('name', '_')).execute()).toHaveLength(1);
  });
});
