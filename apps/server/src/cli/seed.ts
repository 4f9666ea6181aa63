import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfigOrExit } from '../config.js';
import { SeedRefused, seedBench } from '../seeders/bench-data/index.js';
import { refuseSeededAssets, seedSmallAssets } from '../seeders/demo-assets.js';
import { DemoAlreadySeeded } from '../seeders/demo-kit.js';
import { refuseSeededShop, seedSmallShop } from '../seeders/demo-shop.js';

const USAGE = `Usage: npm run seed -- --scale small|bench [--factor <0..1>] [--force]
  small   the demo shop and assets, made through the APIs (README "Demo data")
  bench   the bench data set (200 000 goods, 1 000 000 orders, 500 000 assets, 100 000 members…) in bulk;
          --factor scales every count down (e.g. 0.05 for a quick try), --force seeds a database that
          already holds orders or assets`;

/** `npm run seed -- --scale small|bench`: demo or bench data in DATA_DIR / DATABASE_URL. */
async function main(): Promise<number> {
  let values: { scale?: string; factor?: string; force?: boolean; help?: boolean };
  try {
    values = parseArgs({
      options: {
        scale: { type: 'string', default: 'small' },
        factor: { type: 'string', default: '1' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const factor = Number(values.factor);
  if (values.help || !['small', 'bench'].includes(values.scale ?? '') || !(factor > 0 && factor <= 1)) {
    console.error(USAGE);
    return values.help ? 0 : 1;
  }
  // npm runs workspace scripts in the workspace folder; paths are meant from where the user typed them.
  const base = process.env.INIT_CWD || process.cwd();
  const config = loadConfigOrExit({
    ...process.env,
    DATA_DIR: path.resolve(base, process.env.DATA_DIR || './data'),
  });
  const { app } = await buildApp({ ...config, webDist: undefined }, { logger: false });
  try {
    if (values.scale === 'bench') {
      const { counts: c, seconds } = await seedBench(app, { factor, force: values.force });
      console.log(
        `Bench data ready in ${seconds.toFixed(1)} s: ${c.goods} goods (${c.skus} SKUs), ${c.members} members, ` +
          `${c.orders} orders (${c.orderLines} lines), ${c.visits} visits, ${c.favourites} favourites, ` +
          `${c.assets} assets, ${c.assetEvents} asset events, ${c.assetForms} asset forms (members' password Demo123456).`,
      );
      return 0;
    }
    // Both halves are checked first, so a refused run leaves nothing half made.
    await refuseSeededShop(app.db);
    await refuseSeededAssets(app.db);
    const made = await seedSmallShop(app);
    if (made.sandboxSwitchedOn) {
      console.log(
        'Sandbox online payment enabled for the demo orders: it moves no real money; disable it under System, Plug-ins before real use.',
      );
    }
    console.log(
      `Demo shop ready: ${made.goods} goods of ${made.brands} brands, ${made.specifications} specifications, ` +
        `${made.banners} banners, ${made.notices} notices, ${made.members} members, ${made.orders} orders ` +
        `(members' password Demo123456)${made.homeDesigned ? '; the storefront home page is designed' : ''}.`,
    );
    const assets = await seedSmallAssets(app);
    console.log(
      `Demo assets ready: ${assets.units} units, ${assets.assets} assets (${assets.shared} shared), ${assets.tags} tags, ` +
        'forms of every kind (a return, a lease with its rent), tasks and a running verification.',
    );
    return 0;
  } catch (error) {
    if (!(error instanceof SeedRefused || error instanceof DemoAlreadySeeded)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await app.close();
  }
}

process.exitCode = await main();
