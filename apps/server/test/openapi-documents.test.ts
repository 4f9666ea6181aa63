import { SHOP_API_ROOT } from '@bo/contract';
import { validate } from '@readme/openapi-parser';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/plugins/guard.js';
import { useTestApp } from './app-fixture.js';
import { call, onPostgres, tokenFor } from './helpers.js';

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApi {
  openapi: string;
  servers: { url: string }[];
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const SHOP_PREFIX = SHOP_API_ROOT.slice(0, -1);

const operationsOf = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );

/** `METHOD /full/url/:param`, as the route table writes a route. */
const routesOf = (doc: OpenApi) =>
  operationsOf(doc)
    .map(
      ({ method, path }) =>
        `${method.toUpperCase()} ${doc.servers[0]?.url}${path.replace(/\{(\w+)\}/g, ':$1')}`,
    )
    .sort();

/** The TypeScript types openapi-typescript generates for the document (a client's input). */
const clientTypes = async (doc: OpenApi) =>
  astToString(await openapiTS(structuredClone(doc) as unknown as OpenAPI3));

/** What a JSON pointer (`#/components/schemas/X`) points at in the document. */
function resolve(doc: OpenApi, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

// The documents describe the routes only: they read nothing from the database, so one database runs this.
describe.skipIf(onPostgres)('OpenAPI documents (admin and storefront)', () => {
  const t = useTestApp({}, { signedIn: false });
  let admin: OpenApi;
  let shop: OpenApi;
  beforeAll(async () => {
    const adminRes = await call(t.app, 'GET', 'openapi.json', { token: await tokenFor(t.app, 'admin') });
    expect(adminRes.statusCode, adminRes.body).toBe(200);
    admin = adminRes.json();
    // No token: the storefront's document is open to every visitor.
    const shopRes = await t.app.inject({ method: 'GET', url: `${SHOP_API_ROOT}openapi.json` });
    expect(shopRes.statusCode, shopRes.body).toBe(200);
    shop = shopRes.json();
  });

  const documents = () => [
    { name: 'admin', doc: admin },
    { name: 'shop', doc: shop },
  ];

  it('are valid OpenAPI 3.1 for a validator', async () => {
    for (const { name, doc } of documents()) {
      expect(doc.openapi, name).toBe('3.1.0');
      const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0]);
      expect(result.valid ? [] : result.errors, name).toEqual([]);
    }
  });

  it('give a generated TypeScript client typed operations and recursive trees', async () => {
    const adminTs = await clientTypes(admin);
    expect(adminTs).toMatch(/getDepartmentTree: \{/);
    expect(adminTs).toMatch(
      /DepartmentNode: \{[\s\S]*?children: components\["schemas"\]\["DepartmentNode"\]\[\];/,
    );
    const shopTs = await clientTypes(shop);
    expect(shopTs).toMatch(/postOrderByIdPay: \{/);
    expect(shopTs).toContain('components["schemas"]["ErrorEnvelope"]');
  });

  it('name every operation once, with a summary and a declared module tag', () => {
    for (const { name, doc } of documents()) {
      const operations = operationsOf(doc);
      const declared = new Set(doc.tags?.map((tag) => tag.name));
      for (const { method, path, operation } of operations) {
        const where = `${name} ${method} ${path}`;
        expect(operation.summary, where).toMatch(/\w/);
        expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(operation.tags, where).toHaveLength(1);
        expect(declared.has(operation.tags?.[0] ?? ''), where).toBe(true);
      }
      const ids = operations.map(({ operation }) => operation.operationId);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
    expect(admin.paths['/BaseDataTree']?.get).toMatchObject({
      operationId: 'getBaseDataTree',
      tags: ['assets'],
    });
    expect(admin.paths['/category']?.get?.tags).toEqual(['catalog']);
    expect(admin.paths['/admin/destroy/{id}']?.post).toMatchObject({
      operationId: 'postAdminDestroyById',
      summary: 'Post admin destroy by id (Administrators)',
      tags: ['system'],
    });
    expect(shop.paths['/order/{id}/pay']?.post).toMatchObject({ summary: 'Pay an order', tags: ['shop'] });
  });

  it('point a tree route at a recursive component that exists', () => {
    const reply =
      admin.paths['/departmentTree']?.get?.responses?.['200']?.content?.['application/json']?.schema;
    const refs = JSON.stringify(reply).match(/"\$ref":"([^"]+)"/g) ?? [];
    expect(refs).toEqual(['"$ref":"#/components/schemas/DepartmentNode"']);
    expect(resolve(admin, '#/components/schemas/DepartmentNode')).toMatchObject({
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/components/schemas/DepartmentNode' } } },
    });
    // Nullable the 3.1 way: a type list, no `nullable`.
    expect(JSON.stringify(admin)).not.toContain('"nullable"');
    expect(resolve(admin, '#/components/schemas/DepartmentNode')).toMatchObject({
      properties: { parent_id: { type: ['number', 'null'] } },
    });
  });

  it('split the routes: each document holds its own API and nothing of the other', () => {
    const served = t.app.routeTable.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    expect(routesOf(admin)).toEqual(
      served.filter((r) => r.split(' ')[1]?.startsWith(`${API_PREFIX}/`)).sort(),
    );
    expect(routesOf(shop)).toEqual(served.filter((r) => r.split(' ')[1]?.startsWith(SHOP_API_ROOT)).sort());
    expect(routesOf(shop)).toContain(`POST ${SHOP_PREFIX}/order/:id/pay`);
  });

  it('ask a member token exactly of the storefront routes that refuse a visitor', async () => {
    expect(Object.keys(shop.components.securitySchemes)).toEqual(['memberAuth']);
    for (const { method, path, operation } of operationsOf(shop)) {
      const url = `${SHOP_PREFIX}${path.replace(/\{\w+\}/g, '1')}`;
      const res =
        method === 'get'
          ? await t.app.inject({ url })
          : await t.app.inject({ method: 'POST', url, payload: {} });
      const refused = res.statusCode === 401;
      expect(operation.security, `${method} ${path} answered ${res.statusCode}`).toEqual(
        refused ? [{ memberAuth: [] }] : [],
      );
    }
  });
});
