// Creates the scratch PostgreSQL database of the server-postgres test project when it is missing.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');

export async function ensureTestDatabase() {
  const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bo_test');
  const name = url.pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  try {
    await client.connect();
  } catch (err) {
    console.error(`PostgreSQL is not reachable at ${adminUrl.host}: ${err.message}`);
    console.error(
      'The server suite runs on SQLite and PostgreSQL; start PostgreSQL or set TEST_DATABASE_URL.',
    );
    process.exit(1);
  }
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await client.end();
}
