import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { seedSmallAssets } from '../db/demo-assets.js';
import { seedSmallShop } from '../db/demo-shop.js';

/** `npm run seed -- --scale small`: the demo shop of README "Demo data", in DATA_DIR / DATABASE_URL. */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'small' } } });
  if (values.scale !== 'small') {
    console.error('Only --scale small is available for now.');
    return 1;
  }
  // npm runs workspace scripts in the workspace folder; paths are meant from where the user typed them.
  const base = process.env.INIT_CWD || process.cwd();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.resolve(base, process.env.DATA_DIR || './data'),
  });
  const { app } = await buildApp({ ...config, webDist: undefined }, { logger: false });
  try {
    const made = await seedSmallShop(app, config.dataDir);
    console.log(
      `Demo shop ready: ${made.goods} goods, ${made.members} members, ${made.orders} orders (members' password Demo123456).`,
    );
    const assets = await seedSmallAssets(app);
    console.log(
      `Demo assets ready: ${assets.units} units, ${assets.assets} assets, forms, tasks and a running verification.`,
    );
    return 0;
  } finally {
    await app.close();
  }
}

process.exitCode = await main();
