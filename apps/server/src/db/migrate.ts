import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import type { DialectName } from './database.js';
import type { Migration } from './migrations/helpers.js';

/** The migrations folder: next to this file, in the sources (.ts) and in the build (.js) alike. */
const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** A migration's file: its four-digit number and name, which is the migration's name. */
const MIGRATION_FILE = /^(\d{4}-[a-z0-9-]+)\.(?:ts|js)$/;

/**
 * The migrations in `dir`, in the order of their numbers, found by their file names: a new migration
 * is a new file, listed nowhere else. Each file exports one migration named as the file is.
 */
export async function discoverMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = fs
    .readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const name = MIGRATION_FILE.exec(file)?.[1];
      const exported = Object.values(await import(pathToFileURL(path.join(dir, file)).href)) as unknown[];
      const migration = exported.find(
        (value): value is Migration =>
          typeof value === 'object' &&
          value !== null &&
          'up' in value &&
          'name' in value &&
          value.name === name,
      );
      if (!migration) throw new Error(`migration file ${file} exports no migration named ${name}`);
      return migration;
    }),
  );
}

/** The names of the migrations, in order (the `kysely_migration` table records them as they run). */
export const MIGRATION_NAMES: readonly string[] = fs
  .readdirSync(MIGRATIONS_DIR)
  .map((file) => MIGRATION_FILE.exec(file)?.[1])
  .filter((name): name is string => name !== undefined)
  .sort();

class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations() {
    return Object.fromEntries(
      (await discoverMigrations()).map((m) => [
        m.name,
        { up: (db: Kysely<unknown>) => m.up(db, this.dialect) },
      ]),
    );
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  dialect: DialectName,
  /** PostgreSQL schema holding the tables; defaults to the connection's current schema. */
  pgSchema?: string,
): Promise<string[]> {
  // The migration tables are looked for and made in this schema alone, whatever the introspector sees:
  // Kysely's own looks in every schema, and another installation's tables made it skip creating ours
  // ("relation kysely_migration_lock does not exist"); ours reads one schema (own-schema-introspector.ts).
  const schema =
    dialect === 'postgres'
      ? pgSchema ||
        (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: new InCodeProvider(dialect),
    // Migrations of different modules are independent tables; one landed out of name order (work done
    // in parallel) must still run on databases that already ran a later-named one.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
