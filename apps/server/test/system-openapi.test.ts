import { PUBLIC } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, permissionApis } from '../src/plugins/guard.js';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith, tokenFor } from './helpers.js';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-permission'?: string | null;
  'x-permission-by'?: Record<string, Record<string, string>>;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses?: Record<string, unknown>;
}
type OpenApi = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

/** `/api/v1/admin/language/:id` → `/language/{id}` as the document writes it below its server URL. */
const documented = (url: string) => url.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document (openapi.json)', () => {
  const t = useTestApp({}, { signedIn: false });
  let doc: OpenApi;
  beforeAll(async () => {
    const res = await call(t.app, 'GET', 'openapi.json', { token: await tokenFor(t.app, 'admin') });
    expect(res.statusCode, res.body).toBe(200);
    doc = res.json();
  });

  it('is an OpenAPI 3 document served below the admin root', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: API_PREFIX }]);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('holds every registered admin route with its permission and security', () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith(`${API_PREFIX}/`) && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const route of routes) {
      const operation = doc.paths[documented(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      const { permission } = route;
      if (typeof permission === 'object') {
        // Picked by a query parameter: each value's permission, spelled out.
        expect(operation['x-permission-by'], route.url).toEqual({ [permission.by]: permission.map });
        expect(operation['x-permission'], route.url).toBe(permissionApis(permission).join(' | '));
      } else expect(operation['x-permission'], route.url).toBe(permission);
      expect(operation.security, route.url).toEqual(route.permission === PUBLIC ? [] : [{ bearerAuth: [] }]);
      expect(operation.tags?.length, route.url).toBe(1);
    }
    expect(missing).toEqual([]);
  });

  it('describes requests and responses from the zod schemas', () => {
    const save = doc.paths['/project']?.post;
    expect(save?.['x-permission']).toBe('PageDesignEdit');
    const body = save?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({ type: 'object', required: expect.arrayContaining(['layout', 'version']) });
    expect(JSON.stringify(body)).toContain('goods_grid');
    expect(save?.responses?.['200']).toBeDefined();
    const detail = doc.paths['/docs/{name}']?.get;
    expect(detail?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'name' })]);
    expect(doc.paths['/login']?.post?.security).toEqual([]);
  });

  it('needs ApiDocumentDetail (40300)', async () => {
    const other = await createAdminWith(t.app, ['DevelopDocumentDetail']);
    expect((await call(t.app, 'GET', 'openapi.json', { token: other.token })).json().status).toBe(40300);
    const reader = await createAdminWith(t.app, ['ApiDocumentDetail']);
    expect((await call(t.app, 'GET', 'openapi.json', { token: reader.token })).statusCode).toBe(200);
  });
});
