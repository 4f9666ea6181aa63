import { createRequire } from 'node:module';
import path from 'node:path';

// The test plays the person who sees where the gap is: it reads the stored answer of the challenge the
// page loaded, from the server's own database file, and drags the slider there.
const require = createRequire(new URL('../../../server/package.json', import.meta.url));
type Statement = { get(...args: unknown[]): { answer_x: number } | undefined };
type SqliteDatabase = { prepare(sql: string): Statement; close(): void };
const Database = require('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean },
) => SqliteDatabase;

export function captchaAnswer(key: string): number {
  const db = new Database(path.join(process.env.E2E_DATA_DIR as string, 'app.db'), { readonly: true });
  try {
    const row = db.prepare('select answer_x from captchas where key = ?').get(key);
    if (!row) throw new Error(`no captcha challenge ${key}`);
    return row.answer_x;
  } finally {
    db.close();
  }
}
