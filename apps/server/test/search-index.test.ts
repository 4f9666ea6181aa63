import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawSqlite } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { useTestApp } from './app-fixture.js';
import { classId, createOrganization, registerAsset } from './asset-helpers.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call, createTestApp, onPostgres, type TestApp, tokenFor } from './helpers.js';
import { ADDRESS, memberWithToken, shop } from './shop-helpers.js';

interface Page<T> {
  data: T[];
  total: number;
  total_capped?: boolean;
}

describe('keyword search in the big lists (full-text indexes)', () => {
  const t = useTestApp();
  let categoryId: number;
  let organizationId: number;
  const post = async (route: string, body: unknown) => {
    const res = await call(t.app, 'POST', route, { token: t.token, body, lang: 'en' });
    expect(res.json().status, `${route}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json().message;
  };
  const list = async <T>(route: string, query: Record<string, string>): Promise<Page<T>> => {
    const res = await call(t.app, 'GET', route, { token: t.token, query: { limit: '200', ...query } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().message as Page<T>;
  };
  const goodNames = async (keyword: string) =>
    (await list<{ name: string }>('good', { keyword })).data.map((g) => g.name).sort();
  const assetNames = async (keyword: string) =>
    (await list<{ name: string }>('assets/list', { keyword })).data.map((a) => a.name).sort();
  const accounts = async (keyword: string) =>
    (await list<{ account: string }>('member', { keyword })).data.map((m) => m.account).sort();
  const orderIds = async (query: Record<string, string>) =>
    (await list<{ id: number }>('indent', query)).data.map((o) => o.id).sort((a, b) => a - b);
  const createGood = (name: string, number: string) =>
    post('good', generalGood(categoryId, { name, number })) as Promise<{ id: number; version: number }>;

  beforeAll(async () => {
    categoryId = (await seedCatalog(t.app)).categoryId;
    organizationId = await createOrganization(t.app, '检索单位');
  });

  it('finds goods by a part in the middle of a Chinese name or of an article number, in any case', async () => {
    await createGood('苏泊尔电压力锅五升', 'SPR-2024-ABCD');
    await createGood('美的电饭煲', 'MD-0001');
    expect(await goodNames('压力锅')).toEqual(['苏泊尔电压力锅五升']);
    expect(await goodNames('电')).toEqual(['美的电饭煲', '苏泊尔电压力锅五升']);
    expect(await goodNames('力锅')).toEqual(['苏泊尔电压力锅五升']);
    expect(await goodNames('2024-abc')).toEqual(['苏泊尔电压力锅五升']);
    expect(await goodNames('d-0')).toEqual(['美的电饭煲']);
    expect(await goodNames('1')).toEqual(['美的电饭煲']);
    expect(await goodNames('电饭锅')).toEqual([]);
    const counts = (
      await call(t.app, 'GET', 'goodCount', { token: t.token, query: { keyword: '电压力' } })
    ).json();
    expect(counts.message).toMatchObject({ all: 1, sell: 1 });
    // The storefront searches the names of goods on sale.
    const shopGoods = await shop(t.app, 'GET', 'goods?keyword=%E5%8E%8B%E5%8A%9B');
    expect(shopGoods.json().message.data.map((g: { name: string }) => g.name)).toEqual([
      '苏泊尔电压力锅五升',
    ]);
  });

  it('keeps up with goods created, renamed and deleted after the migration', async () => {
    const good = await createGood('北京烤鸭礼盒', 'BJ-KY-7788');
    expect(await goodNames('烤鸭礼')).toEqual(['北京烤鸭礼盒']);
    expect(await goodNames('-ky-77')).toEqual(['北京烤鸭礼盒']);
    const detail = (await call(t.app, 'GET', `good/${good.id}`, { token: t.token })).json().message;
    await post(
      `good/${good.id}`,
      generalGood(categoryId, { name: '上海小笼包', number: 'SH-XLB-1', version: detail.version }),
    );
    expect(await goodNames('烤鸭')).toEqual([]);
    expect(await goodNames('ky-77')).toEqual([]);
    expect(await goodNames('小笼')).toEqual(['上海小笼包']);
    expect(await goodNames('xlb')).toEqual(['上海小笼包']);
    await post(`good/destroy/${good.id}`, {});
    expect(await goodNames('小笼')).toEqual([]);
  });

  it('finds assets by a part of a name or code, and their history by a part of the name', async () => {
    const furniture = await classId(t.app, '701');
    const screen = await registerAsset(t.app, t.token, organizationId, {
      name: '液晶显示器二十七寸',
      base_data_id: furniture,
    });
    const chair = await registerAsset(t.app, t.token, organizationId, { name: '人体工学椅' });
    expect(await assetNames('晶显示')).toEqual(['液晶显示器二十七寸']);
    expect(await assetNames('学椅')).toEqual(['人体工学椅']);
    // The middle of a code (no "ZC" start, so not the code's own prefix range): `301-2025`.
    const middle = chair.code.slice(3, 11);
    expect(screen.code.includes(middle)).toBe(false);
    expect((await list<{ id: number }>('assets/list', { keyword: middle })).data.map((a) => a.id)).toEqual([
      chair.id,
    ]);
    const events = await list<{ asset_id: number }>('assets/events', { keyword: '显示器二' });
    expect(events.data.map((e) => e.asset_id)).toEqual([screen.id]);

    const edit = { ...screen, name: '投影仪', base_data_id: furniture, attachments: [] };
    await post('assets/edit', edit);
    expect(await assetNames('晶显示')).toEqual([]);
    expect(await assetNames('投影')).toEqual(['投影仪']);
    await post('assets/del', { ids: [screen.id] });
    expect(await assetNames('投影')).toEqual([]);
  });

  it('finds members by a part of an account or nickname; a deleted member is gone', async () => {
    const member = {
      account: 'zhangsan_2024',
      nickname: '张三丰师傅',
      gender: 1,
      email: '',
      phone: '13911112222',
      password: 'Pass1234',
      avatar: '',
      state: 1,
    };
    const created = await post('member', member);
    await post('member', { ...member, account: 'lisi_1999', nickname: '李四', phone: '13911113333' });
    expect(await accounts('gsan_20')).toEqual(['zhangsan_2024']);
    expect(await accounts('三丰')).toEqual(['zhangsan_2024']);
    expect(await accounts('SI_1')).toEqual(['lisi_1999']);
    expect(await accounts('13911113333')).toEqual(['lisi_1999']);
    await post(`member/${created.id}`, { ...member, nickname: '王五', password: '', version: 1 });
    expect(await accounts('三丰')).toEqual([]);
    expect(await accounts('王')).toEqual(['zhangsan_2024']);
    const counts = (
      await call(t.app, 'GET', 'memberCount', { token: t.token, query: { keyword: '_' } })
    ).json();
    expect(counts.message).toMatchObject({ all: 2 });
    await post(`member/destroy/${created.id}`, {});
    expect(await accounts('王')).toEqual([]);
    expect(await accounts('gsan')).toEqual([]);
  });

  it('finds orders by a consignee (whole, or a part of three characters or more) and by the goods names their lines were bought under', async () => {
    const good = await createGood('云南普洱茶饼', 'PE-1');
    const buyer = await memberWithToken(t.app, 'tea_buyer');
    const place = async (consignee: string) => {
      const res = await shop(t.app, 'POST', 'order', {
        token: buyer.token,
        body: { lines: [{ good_id: good.id, number: 1 }], address: { ...ADDRESS, consignee } },
      });
      expect(res.json().status, res.body).toBe(200);
      return res.json().message.id as number;
    };
    const first = await place('欧阳娜娜');
    const second = await place('司马相如');
    const third = await place('李四');
    expect(await orderIds({ keyword: '阳娜娜' })).toEqual([first]);
    expect(await orderIds({ keyword: '马相如' })).toEqual([second]);
    expect(await orderIds({ keyword: '李四' })).toEqual([third]);
    // One or two characters match a whole name only (a part that short is mostly a surname).
    expect(await orderIds({ keyword: '阳娜' })).toEqual([]);
    expect(await orderIds({ keyword: '李' })).toEqual([]);
    expect(await orderIds({ goods_name: '普洱茶' })).toEqual([first, second, third]);
    expect(await orderIds({ goods_name: '洱' })).toEqual([first, second, third]);
    const counts = (
      await call(t.app, 'GET', 'indentCount', { token: t.token, query: { keyword: '欧阳娜' } })
    ).json();
    expect(counts.message).toMatchObject({ all: 1 });

    // Renaming the goods leaves the names its orders were bought under.
    const detail = (await call(t.app, 'GET', `good/${good.id}`, { token: t.token })).json().message;
    await post(`good/${good.id}`, generalGood(categoryId, { name: '福建白茶', version: detail.version }));
    expect(await orderIds({ goods_name: '普洱茶' })).toEqual([first, second, third]);
    expect(await orderIds({ goods_name: '白茶' })).toEqual([]);
  });

  it('searches hostile texts literally: quotes, stars, OR, NEAR(, %, _ and \\', async () => {
    const names = [
      '折扣 50%_off',
      '路径 a\\b',
      '引号 "q"',
      '星号 *x',
      '或者 a OR b',
      '靠近 NEAR(x',
      'plain 50 off',
    ];
    for (const [i, name] of names.entries()) await createGood(name, `HX-${i}`);
    const everything = (await list<{ name: string }>('good', {})).data.map((g) => g.name);
    for (const keyword of [
      '"',
      '*',
      'OR',
      'or',
      'a OR b',
      'NEAR(',
      'NEAR(x',
      '%',
      '_',
      '\\',
      '%_',
      '" OR "',
      '*x',
      '50%',
    ]) {
      const expected = everything.filter((n) => n.toLowerCase().includes(keyword.toLowerCase())).sort();
      expect(await goodNames(keyword), keyword).toEqual(expected);
    }
    expect(await goodNames('%')).toEqual(['折扣 50%_off']);
    expect(await goodNames('\\')).toEqual(['路径 a\\b']);
    expect(await goodNames('NEAR(')).toEqual(['靠近 NEAR(x']);
    // A control character is no syntax either.
    expect(await goodNames('a\u001fb')).toEqual([]);
  });
});

/** The SQL the app ran on SQLite's connection while `work` ran, with its parameters. */
async function statementsOf(app: TestApp['app'], work: () => Promise<unknown>) {
  const raw = rawSqlite(app.db);
  if (!raw) throw new Error('SQLite only');
  const ran: { sql: string; parameters: unknown[] }[] = [];
  const prepare = raw.prepare;
  raw.prepare = ((source: string) => {
    const statement = prepare.call(raw, source);
    const all = statement.all.bind(statement);
    statement.all = ((...parameters: unknown[]) => {
      ran.push({ sql: source, parameters });
      return (all as (...p: unknown[]) => unknown[])(...parameters);
    }) as typeof statement.all;
    return statement;
  }) as typeof raw.prepare;
  try {
    await work();
  } finally {
    raw.prepare = prepare;
  }
  return ran.map(({ sql: text, parameters }) => ({
    sql: text,
    plan: (raw.prepare(`explain query plan ${text}`).all(...parameters) as { detail: string }[]).map(
      (r) => r.detail,
    ),
  }));
}

describe.skipIf(onPostgres)('search plans on SQLite', () => {
  const noScanOf = (table: string) => new RegExp(`SCAN ${table}(?!_)\\b`);

  it('each searched list reads its index, never the whole table', async () => {
    const t = await createTestApp();
    try {
      const token = await tokenFor(t.app);
      for (const [route, query, table] of [
        ['good', { keyword: '压力锅' }, 'goods'],
        ['good', { keyword: '锅' }, 'goods'],
        ['assets/list', { keyword: '显示器' }, 'assets'],
        ['member', { keyword: '三丰' }, 'members'],
        ['indent', { keyword: '欧阳娜' }, 'orders'],
        ['indent', { goods_name: '普洱茶' }, 'orders'],
      ] as const) {
        const ran = await statementsOf(t.app, () => call(t.app, 'GET', route, { token, query }));
        // The list's page and count: the statements of the table that read a search index.
        const lists = ran.filter((s) => s.sql.includes(`from "${table}"`) && s.sql.includes('_search'));
        expect(lists.length, `${route} ran no search of ${table}`).toBeGreaterThan(0);
        for (const { plan } of lists) {
          const text = plan.join('\n');
          expect(text, `${route} ${JSON.stringify(query)}`).not.toMatch(noScanOf(table));
          expect(text).toMatch(/_search(_terms)? VIRTUAL TABLE/);
        }
      }
    } finally {
      await t.close();
    }
  });

  it('with statistics, leads the lines a goods name finds to their orders and sort values through narrow indexes', async () => {
    const t = await createTestApp();
    try {
      const token = await tokenFor(t.app);
      // The statistics of a database analyzed at bench scale (SQLite weighs a narrow index against
      // whole rows by them), written as ANALYZE would, then loaded.
      rawSqlite(t.app.db)!.exec(`
        analyze;
        delete from sqlite_stat1 where tbl in ('orders', 'order_lines');
        insert into sqlite_stat1 (tbl, idx, stat) values
          ('orders', null, '1000000'), ('orders', 'orders_id_state_idx', '1000000 1 1 1 1'),
          ('order_lines', null, '1364326'), ('order_lines', 'order_lines_id_order_idx', '1364326 1 1'),
          ('order_lines', 'order_lines_order_idx', '1364326 2 1');
        analyze sqlite_schema;`);
      const ran = await statementsOf(t.app, () =>
        call(t.app, 'GET', 'indent', { token, query: { goods_name: '普洱茶' } }),
      );
      const page = ran.find((s) => s.sql.includes('order by') && s.sql.includes('order_lines_search'));
      const plan = page?.plan.join('\n') ?? '';
      expect(plan).toMatch(/SEARCH order_lines USING COVERING INDEX order_lines_id_order_idx/);
      expect(plan).toMatch(/SEARCH orders USING COVERING INDEX orders_id_state_idx/);
    } finally {
      await t.close();
    }
  });
});

describe('the search index migration on a database that already holds rows', () => {
  it('indexes the rows written before it', async () => {
    const t = await createTestApp();
    try {
      const token = await tokenFor(t.app);
      const db = t.app.db;
      // Back to the schema before the migration: no search index, and the migration not yet run.
      if (onPostgres) {
        const { rows } = await sql<{ name: string }>`
          select indexname as name from pg_indexes
          where schemaname = current_schema() and indexname like '%\\_search\\_idx'`.execute(db);
        expect(rows.length).toBe(8);
        for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(db);
      } else {
        for (const table of ['goods', 'assets', 'members', 'orders', 'order_lines']) {
          for (const event of ['insert', 'update', 'delete'])
            await sql`drop trigger ${sql.id(`${table}_search_${event}`)}`.execute(db);
          await sql`drop table ${sql.id(`${table}_search_terms`)}`.execute(db);
          await sql`drop table ${sql.id(`${table}_search`)}`.execute(db);
        }
      }
      await db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '0021-search-index' as never)
        .execute();

      const categoryId = (await seedCatalog(t.app)).categoryId;
      const made = await call(t.app, 'POST', 'good', {
        token,
        body: generalGood(categoryId, { name: '旧数据里的茶叶罐', number: 'OLD-4711' }),
      });
      expect(made.json().status).toBe(200);
      await migrateToLatest(db, t.app.dialect, t.config.databaseSchema);

      const found = async (keyword: string) =>
        (await call(t.app, 'GET', 'good', { token, query: { keyword } }))
          .json()
          .message.data.map((g: { name: string }) => g.name);
      expect(await found('数据里的茶')).toEqual(['旧数据里的茶叶罐']);
      expect(await found('叶')).toEqual(['旧数据里的茶叶罐']);
      expect(await found('d-47')).toEqual(['旧数据里的茶叶罐']);
    } finally {
      await t.close();
    }
  });
});
