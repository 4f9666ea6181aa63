import type { Db } from '../../db/database.js';
import { hashPassword } from '../../lib/crypto.js';
import { person } from '../demo-kit.js';
import { type Catalog, pickGood } from './catalog.js';
import { DAY, hash01, inSlices, iso, personName, type Report, rng } from './progress.js';
import { VISIT_SOURCES } from './words.js';

/** Members as orders need them (index `m`, in the order they registered). */
export interface Members {
  count: number;
  id: Int32Array;
  created: Float64Array;
  account: string[];
  name: string[];
  phone: string[];
  /** Index into `regions`. */
  region: Int32Array;
  address: string[];
  regions: { code: string; name: string }[];
}

/** Members register over the last year and a half, a little faster lately. */
const SPAN = 540 * DAY;
const registeredAt = (m: number, count: number, now: number) =>
  now - SPAN + SPAN * ((m + 0.5) / count) ** 0.9;

/** How many of `count` members had registered by `at`. */
export function registeredBy(members: Members, at: number): number {
  let lo = 0;
  let hi = members.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((members.created[mid] ?? 0) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A few hundred districts with their names from the province down, as order placement writes them. */
async function districts(db: Db): Promise<{ code: string; name: string }[]> {
  const rows = await db.selectFrom('regions').select(['id', 'parent_id', 'code', 'name']).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parents = new Set(rows.map((r) => r.parent_id));
  const leaves = rows.filter((r) => !parents.has(r.id)).sort((a, b) => a.code.localeCompare(b.code));
  const step = Math.max(1, Math.floor(leaves.length / 400));
  const picked = leaves.filter((_, i) => i % step === 0);
  if (picked.length === 0) return [{ code: '330106', name: '浙江省 杭州市 西湖区' }];
  return picked.map((leaf) => {
    const names = [leaf.name];
    for (let p = byId.get(leaf.parent_id); p && names.length < 5; p = byId.get(p.parent_id))
      names.unshift(p.name);
    return { code: leaf.code, name: names.join(' ') };
  });
}

/**
 * `count` members registered over the last year and a half, of every sex and age (some without a
 * birthday), one in fifty forbidden; all share the demo password. Balances start at zero: they only
 * change through the ledger the orders write.
 */
export async function seedMembers(db: Db, count: number, report: Report): Promise<Members> {
  const now = Date.now();
  const r = rng(20_260_802);
  const password = await hashPassword('Demo123456');
  const base = Number(
    (
      await db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const regions = await districts(db);
  const members: Members = {
    count,
    id: new Int32Array(count),
    created: new Float64Array(count),
    account: [],
    name: [],
    phone: [],
    region: new Int32Array(count),
    address: [],
    regions,
  };
  await inSlices(db, 'members', count, 10_000, report, async (w, from, to) => {
    const rows = [];
    for (let m = from; m < to; m++) {
      const created = registeredAt(m, count, now);
      const account = `user${String(base + m + 1).padStart(7, '0')}`;
      const name = personName(r);
      const phone = `1${r.pick(['3', '5', '7', '8', '9'])}${String((base + m) * 7_919 + 10_000_000).slice(-9)}`;
      members.created[m] = created;
      members.account.push(account);
      members.name.push(name);
      members.phone.push(phone);
      members.region[m] = r.int(0, regions.length - 1);
      members.address.push(
        `${r.pick(['幸福路', '和平大道', '中山路', '解放路', '建设街'])} ${r.int(1, 399)} 号`,
      );
      const login = r.chance(0.85) ? created + (now - created) * (1 - r.next() ** 3) : null;
      rows.push({
        account,
        nickname: name,
        ...person(r),
        email: r.chance(0.3) ? `${account}@example.com` : '',
        phone,
        password,
        avatar: '',
        state: r.chance(0.98) ? 1 : 0,
        last_login_at: login === null ? null : iso(login),
        created_at: iso(created),
        updated_at: iso(login ?? created),
      });
    }
    const ids = await w.ids('members', rows);
    members.id.set(ids, from);
  });
  return members;
}

/**
 * `count` goods page views over the last year (a few goods draw most of them; one in ten is of the
 * shop itself; guests by address), and `favourites` favourites, each (member, goods) once.
 */
export async function seedVisits(
  db: Db,
  catalog: Catalog,
  members: Members,
  count: number,
  favourites: number,
  report: Report,
): Promise<void> {
  const now = Date.now();
  const r = rng(20_260_803);
  const goods = catalog.created.length;
  const goodId = (g: number) => catalog.good[catalog.firstSku[g] ?? 0] ?? 0;
  await inSlices(db, 'visits', count, 20_000, report, async (w, from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) {
      const at = now - 365 * DAY + 365 * DAY * ((i + 0.5) / count) ** 0.85;
      const known = registeredBy(members, at);
      const member = known > 0 && r.chance(0.55) ? r.int(0, known - 1) : -1;
      rows.push({
        good_id: goods > 0 && r.chance(0.9) ? goodId(pickGood(catalog, r.next(), at)) : null,
        member_id: member < 0 ? null : (members.id[member] ?? null),
        source: r.pick(VISIT_SOURCES),
        ip: `${r.int(27, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        created_at: iso(at),
      });
    }
    await w.rows('goods_visits', rows);
  });
  // The member's n-th favourite is n goods on from a start of its own, so no pair repeats.
  const perMember = Math.max(1, Math.ceil(favourites / Math.max(1, members.count)));
  const total =
    goods === 0 || members.count === 0 ? 0 : Math.min(favourites, members.count * Math.min(perMember, goods));
  await inSlices(db, 'favourites', total, 20_000, report, async (w, from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) {
      const m = i % members.count;
      const n = Math.floor(i / members.count);
      // Starting from a goods chosen as popularity goes.
      const g = (pickGood(catalog, hash01(m, 17), now) + n) % goods;
      const since = Math.max(members.created[m] ?? 0, catalog.created[g] ?? 0);
      rows.push({
        member_id: members.id[m] as number,
        good_id: goodId(g),
        created_at: iso(since + (now - since) * r.next()),
      });
    }
    await w.rows('goods_favourites', rows);
  });
}
