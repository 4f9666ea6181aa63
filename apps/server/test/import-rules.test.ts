import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from './helpers.js';

/** The rules `npm run lint` checks the imports with (the repository's own file). */
const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as IConfiguration;

/** A small tree laid out like the repository's, with one import of each kind, right and wrong. */
const TREE: Record<string, string> = {
  'packages/contract/src/limits.ts': 'export const MAX = 1;\n',
  'packages/contract/src/reads-a-file.ts':
    "import fs from 'node:fs';\nexport const text = fs.readFileSync;\n",
  'apps/server/src/lib/list.ts':
    "import { MAX } from '../../../../packages/contract/src/limits.js';\nexport const page = MAX;\n",
  'apps/server/src/lib/reaches-up.ts':
    "import { place } from '../modules/sales/orders/place.js';\nexport const p = place;\n",
  'apps/server/src/modules/sales/orders/place.ts':
    "import { page } from '../../../lib/list.js';\nexport const place = page;\n",
  'apps/server/src/modules/sales/index.ts': "export { place } from './orders/place.js';\n",
  'apps/server/src/modules/catalog/goods/through-index.ts':
    "import { place } from '../../sales/index.js';\nexport const a = place;\n",
  'apps/server/src/modules/catalog/goods/inside-another.ts':
    "import { place } from '../../sales/orders/place.js';\nexport const b = place;\n",
  'apps/server/src/modules/catalog/goods/routes.ts': 'export const helper = 1;\n',
  'apps/server/src/modules/catalog/goods/service.ts':
    "import { helper } from './routes.js';\nexport const c = helper;\n",
  'apps/web/src/api/client.ts': "import { relogin } from './relogin';\nexport const call = () => relogin;\n",
  'apps/web/src/api/relogin.ts': "import { call } from './client';\nexport const relogin = () => call;\n",
  'apps/web/src/api/server-code.ts':
    "import { page } from '../../../server/src/lib/list.js';\nexport const d = page;\n",
};

describe.skipIf(onPostgres)('the import rules of `npm run lint`', () => {
  let dir: string;
  let result: ICruiseResult;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-imports-'));
    for (const [file, text] of Object.entries(TREE)) {
      fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    // The rules' paths are relative to the base folder: the tree's root here.
    const reported = await cruise(['packages', 'apps'], {
      ...config.options,
      baseDir: dir,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    });
    result = reported.output as ICruiseResult;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reports each wrong-way import, and only those', () => {
    const found = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    expect(found).toEqual(
      [
        'contract-stands-alone: packages/contract/src/reads-a-file.ts -> fs',
        'server-foundations-never-import-modules: apps/server/src/lib/reaches-up.ts -> apps/server/src/modules/sales/orders/place.ts',
        'modules-meet-through-their-index: apps/server/src/modules/catalog/goods/inside-another.ts -> apps/server/src/modules/sales/orders/place.ts',
        'no-imports-from-routes: apps/server/src/modules/catalog/goods/service.ts -> apps/server/src/modules/catalog/goods/routes.ts',
        'web-never-imports-the-server: apps/web/src/api/server-code.ts -> apps/server/src/lib/list.ts',
        'web-without-import-circles: apps/web/src/api/client.ts -> apps/web/src/api/relogin.ts',
      ].sort(),
    );
  });
});
