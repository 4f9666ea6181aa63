import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from './helpers.js';

// Two installations on one PostgreSQL server: each one's introspection (the migrator's, at every start)
// sees its own tables only, and keeps working while the other's schema is dropped.
describe.skipIf(!onPostgres)('database introspection on a shared PostgreSQL server', () => {
  let mine: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    mine = await createTestApp();
    other = await createTestApp();
    await other.app.db.schema.createTable('only_in_other').addColumn('id', 'serial').execute();
  });
  afterAll(async () => {
    await mine?.close();
    await other?.close();
  });

  it('lists the tables of its own schema with their columns, and no other schema', async () => {
    const tables = await mine.app.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    expect(names).toContain('admins');
    expect(names).not.toContain('only_in_other');
    expect(names).not.toContain('kysely_migration');
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([mine.config.databaseSchema]));
    const admins = tables.find((t) => t.name === 'admins');
    const id = admins?.columns.find((c) => c.name === 'id');
    expect(id).toMatchObject({ isAutoIncrementing: true, isNullable: false, hasDefaultValue: true });
    expect(admins?.columns.find((c) => c.name === 'username')).toMatchObject({ isAutoIncrementing: false });

    const withKysely = await mine.app.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withKysely.map((t) => t.name)).toContain('kysely_migration');
  });

  it('keeps responding while another schema is dropped', async () => {
    const drop = other.close();
    const reads = Array.from({ length: 20 }, () => mine.app.db.introspection.getTables());
    const [, ...answers] = await Promise.all([drop, ...reads]);
    for (const tables of answers) expect(tables.map((t) => t.name)).toContain('admins');
  });
});
