import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverMigrations, MIGRATION_NAMES } from '../src/db/migrate.js';
import { onPostgres } from './helpers.js';

const migrationFile = (exportName: string, name: string) =>
  `export const ${exportName} = { name: '${name}', up: async () => undefined };\nexport const other = 1;\n`;

describe.skipIf(onPostgres)('migrations found by their files', () => {
  const dirs: string[] = [];
  const folder = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-migrations-'));
    dirs.push(dir);
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes every numbered file of the folder, in the order of the numbers, and nothing else', async () => {
    const dir = folder({
      '0002-second.js': migrationFile('second', '0002-second'),
      '0010-tenth.js': migrationFile('tenth', '0010-tenth'),
      '0001-first.js': migrationFile('first', '0001-first'),
      'helpers.js': 'export const helper = 1;\n',
      'notes.txt': 'not a migration\n',
    });
    expect((await discoverMigrations(dir)).map((m) => m.name)).toEqual([
      '0001-first',
      '0002-second',
      '0010-tenth',
    ]);
  });

  it('refuses a file whose migration is named otherwise', async () => {
    const dir = folder({ '0003-third.js': migrationFile('third', '0003-renamed') });
    await expect(discoverMigrations(dir)).rejects.toThrow(
      '0003-third.js exports no migration named 0003-third',
    );
  });

  it("finds the app's own, each under its file's name", async () => {
    const found = await discoverMigrations();
    expect(found.map((m) => m.name)).toEqual(MIGRATION_NAMES);
    expect(MIGRATION_NAMES).toContain('0001-foundation');
    expect(MIGRATION_NAMES).toContain('0025-no-empty-statistics');
  });
});
