import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../app-fixture.js';
import { generalGood, seedCatalog } from '../catalog-factories.js';
import { call } from '../helpers.js';
import { baseOf } from './fuzz-cases.js';
import { type FuzzRoute, schemaRoutes } from './fuzz-db.js';
import { accepts, fieldsOf, kindOf } from './fuzz-schema.js';
import { unsafeHtml, XSS_PAYLOADS } from './xss-html.js';

/** Longest first: each text field gets the first one its schema takes. */
const TEXTS = [
  XSS_PAYLOADS.join(''),
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '"><script>',
];
const SCRIPT_URL = 'javascript:alert(document.cookie)';
/** Fields the web shows as an image source or a link (a menu icon is a name from a fixed set). */
const LINK_FIELD =
  /^(?:avatar|portrait|logo|site_logo|icon|image|images|master_image|poster|video|url|link|\w+_url)$/;

interface Resource {
  route: string;
  /** The rich text fields (sanitized HTML); every other text is plain and comes back as sent. */
  rich: string[];
  body?: (categoryId: number) => Record<string, unknown>;
}

const RESOURCES: Resource[] = [
  { route: 'notice', rich: ['body'], body: () => ({ title: 't', body: '<p>x</p>', state: 'published' }) },
  { route: 'good', rich: ['details'], body: (categoryId) => generalGood(categoryId) },
  { route: 'brand', rich: [] },
  { route: 'banner', rich: [] },
  { route: 'category', rich: [] },
  {
    route: 'admin',
    rich: [],
    body: () => ({ account: 'xss_admin', password: 'Password1234', role_ids: [1] }),
  },
  { route: 'member', rich: [], body: () => ({ account: 'xss_member', password: 'Member1234' }) },
];

/**
 * Stored XSS: script payloads in every text field of a few resources. Rich text (notice bodies, goods
 * details) comes back reduced to the allow-list; plain text comes back as sent (React escapes it when
 * shown); no link or image field takes a `javascript:` URL.
 */
describe('stored XSS through the API', () => {
  const t = useTestApp();
  let categoryId: number;
  let routes: FuzzRoute[];

  beforeAll(async () => {
    categoryId = (await seedCatalog(t.app)).categoryId;
    routes = schemaRoutes(t.app);
  });

  it.each(RESOURCES)(
    '$route: rich text is sanitized, plain text kept as typed, no script links',
    async (resource) => {
      const route = routes.find((r) => r.method === 'POST' && r.url.endsWith(`/admin/${resource.route}`))!;
      const base = resource.body?.(categoryId) ?? baseOf(route).body;
      const sent: Record<string, string> = {};
      const body: Record<string, unknown> = { ...base };
      for (const [field, schema] of Object.entries(fieldsOf(route.body!) ?? {})) {
        // Passwords are hashed, never shown; links are checked on every route below.
        if (kindOf(schema) !== 'string' || field.includes('password') || LINK_FIELD.test(field)) continue;
        const text = TEXTS.find((candidate) => accepts(schema, candidate));
        if (text === undefined) continue;
        body[field] = text;
        sent[field] = text;
      }
      expect(Object.keys(sent).length).toBeGreaterThan(0);
      const created = await call(t.app, 'POST', resource.route, { token: t.token, body });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().message.id as number;
      const detail = await call(t.app, 'GET', `${resource.route}/${id}`, { token: t.token });
      expect(detail.statusCode).toBe(200);
      const stored = detail.json().message as Record<string, unknown>;
      for (const [field, text] of Object.entries(sent)) {
        if (!(field in stored)) continue;
        const value = String(stored[field]);
        if (resource.rich.includes(field)) {
          expect(unsafeHtml(value), `${resource.route}.${field}: ${value}`).toEqual([]);
          expect(value).not.toBe(text);
        } else expect(value, `${resource.route}.${field}`).toBe(text.trim());
      }
    },
  );

  it('has no link or image field, on any route, that takes a script or data URL', async () => {
    const links = routes.flatMap((route) =>
      Object.entries(fieldsOf(route.body ?? route.query ?? z.never()) ?? {})
        // A menu icon is a name; the own-info avatar is checked by its service (asserted below).
        .filter(
          ([field]) =>
            LINK_FIELD.test(field) && !/\/power\b.* icon|user\/admin portrait/.test(`${route.url} ${field}`),
        )
        .map(([field, schema]) => ({ at: `${route.url} ${field}`, schema })),
    );
    expect(links.length).toBeGreaterThan(10);
    const takers = links.flatMap(({ at, schema }) =>
      [SCRIPT_URL, 'data:text/html,<script>alert(1)</script>', [SCRIPT_URL]]
        .filter((url) => accepts(schema, url) && (kindOf(schema) === 'array') === Array.isArray(url))
        .map(() => at),
    );
    expect(takers).toEqual([]);
    const own = await call(t.app, 'POST', 'user/admin', {
      token: t.token,
      body: { nickname: 'n', portrait: SCRIPT_URL },
    });
    expect(own.json()).toMatchObject({ status: 42200, errors: { portrait: [expect.any(String)] } });
  });

  it('shows a published notice sanitized on the dashboard content page too', async () => {
    const created = await call(t.app, 'POST', 'notice', {
      token: t.token,
      body: { title: 'n', body: XSS_PAYLOADS.join('<p>between</p>'), state: 'published' },
    });
    const content = await call(t.app, 'GET', `notice/content/${created.json().message.id}`, {
      token: t.token,
    });
    const html = content.json().message.body as string;
    expect(unsafeHtml(html)).toEqual([]);
    expect(html).toContain('<p>between</p>');
  });

  it('refuses script and data links in the page design, keeps script text in titles as plain text', async () => {
    const block = (link: string) => ({
      id: '7c1f1c1e-8d5e-4b8a-9f1e-2b7f8c9d0e1f',
      type: 'image_ad',
      image: '/uploads/2026/01/ad.png',
      link,
    });
    for (const link of [SCRIPT_URL, ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const saved = await call(t.app, 'POST', 'project', {
        token: t.token,
        body: { layout: { blocks: [block(link)] }, version: 0 },
      });
      expect(saved.statusCode, link).toBe(422);
      expect(Object.keys(saved.json().errors)).toEqual(['layout.blocks.0.link']);
    }
    const title = '<script>alert(1)</script>';
    const grid = { id: '1b0e5c3a-3f2d-4c1b-8a9e-0d1c2b3a4f5e', type: 'goods_grid', title, limit: 4 };
    const saved = await call(t.app, 'POST', 'project', {
      token: t.token,
      body: { layout: { blocks: [grid] }, version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message.layout.blocks[0].title).toBe(title);
  });
});
