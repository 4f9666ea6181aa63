import type { DataScope } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../src/lib/time.js';
import { call, createAdminWith } from './helpers.js';

/** Every asset permission, for a unit's all-round asset administrator. */
export const ASSET_APIS = [
  'AssetsList',
  'AssetsDetail',
  'AssetsEdit',
  'AssetsDestroy',
  'AssetsMark',
  'SelfAssetsList',
  'SelfAssetsCreate',
  'SelfAssetsBinding',
  'PublicAssetsList',
  'ResourceList',
  'ResourceUpdate',
  'AllList',
  'AssetsJoinList',
  'AssetsJoinCreate',
  'AssetsOutList',
  'AssetsOutCreate',
  'AssetsRentalList',
  'AssetsRentalCreate',
  'AssetsBackList',
  'AssetsBackCreate',
  'AssetLeaseGrantList',
  'AssetLeaseGrantCreate',
  'AssetLeaseRepayList',
  'AssetLeaseRepayCreate',
  'VerifyList',
  'VerifyCreate',
  'VerifyEdit',
  'VerifyCapitaList',
  'TaskList',
];

export async function createOrganization(app: FastifyInstance, name: string, areaId: number | null = null) {
  const now = nowIso();
  return (
    await app.db
      .insertInto('organizations')
      .values({ name, area_id: areaId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** An admin of `organizationId` with the given permissions, limited to the given data scope. */
export async function unitAdmin(
  app: FastifyInstance,
  organizationId: number | null,
  apis: string[] = ASSET_APIS,
  dataScope: DataScope = 'organization',
) {
  const admin = await createAdminWith(app, apis);
  await app.db
    .updateTable('admins')
    .set({ organization_id: organizationId, data_scope: dataScope })
    .where('id', '=', admin.id)
    .execute();
  return admin;
}

export async function classId(app: FastifyInstance, code = '301'): Promise<number> {
  return (
    await app.db.selectFrom('base_data').select('id').where('code', '=', code).executeTakeFirstOrThrow()
  ).id;
}

let places = 0;
export async function createPlace(app: FastifyInstance, token: string, pid = 0): Promise<number> {
  places++;
  const response = await call(app, 'POST', 'storageLocation/create', {
    token,
    body: { name: `Place ${places}`, code: `P-${places}-${Date.now() % 100000}`, pid },
  });
  return response.json().message.id;
}

/** Registers an asset through the API (`overrides` replace the defaults) and returns it. */
export async function registerAsset(
  app: FastifyInstance,
  token: string,
  organizationId: number,
  overrides: Record<string, unknown> = {},
) {
  const response = await call(app, 'POST', 'assets/addassets', {
    token,
    lang: 'en',
    body: {
      name: 'Laptop',
      base_data_id: await classId(app),
      brand: 'Lenovo',
      model: 'X1',
      unit: '台',
      quantity: 1,
      original_value: 899900,
      purchase_date: '2025-03-01',
      organization_id: organizationId,
      department_id: null,
      custodian: 'Wang',
      storage_location_id: null,
      ownership: 'self',
      attachments: [],
      ...overrides,
    },
  });
  const body = response.json();
  if (body.status !== 200) throw new Error(`registerAsset: ${JSON.stringify(body)}`);
  return body.message as { id: number; code: string; status: string; version: number };
}

/** A year's lease of asset `assetId` to Acme Ltd, 300.00 a quarter from 2024-01-01 (`POST assetLeaseGrant`). */
export const leaseGrantBody = (assetId: number) => ({
  lines: [{ asset_id: assetId }],
  reason: 'Lease',
  lessee: 'Acme Ltd',
  contract_no: 'HT-001',
  start_date: '2024-01-01',
  end_date: '2025-01-01',
  rent: 30000,
  cycle: 'quarter',
});

/** How many asset rows the database holds (deleted ones included): what an import may have written. */
export async function countAssets(app: FastifyInstance): Promise<number> {
  const { n } = await app.db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
