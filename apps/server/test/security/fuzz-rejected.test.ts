import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app-fixture.js';

import { enableSandboxPayment } from '../shop-helpers.js';
import { casesFor, type FuzzCase, partition } from './fuzz-cases.js';
import { changedTables, expectRefusal, type FuzzRoute, pathOf, schemaRoutes, snapshot } from './fuzz-db.js';
import { inBatches, send } from './fuzz-send.js';

/** Routes are split by index into this many parts. */
const PARTS = [0, 1, 2, 3, 4, 5];

/**
 * Bad input, generated from each route's own schemas: every admin API route with a params,
 * querystring or body schema, as the super admin, gets wrong types per field, missing and unknown
 * fields, wrong shapes, 1 MB strings, 100 000-item arrays, out-of-range numbers, hostile text. Each
 * must respond with a localized 4xx envelope (field errors where a field is at fault) and write nothing.
 */
describe('generated bad input on every admin route', () => {
  const t = useTestApp();
  let routes: FuzzRoute[];
  let before: Record<string, string>;

  beforeAll(async () => {
    await enableSandboxPayment(t.app, t.token);
    routes = schemaRoutes(t.app);
    before = await snapshot(t.app);
  });

  it("finds the routes in the app's own route table, so new routes join by themselves", () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.some((r) => r.url.endsWith('/good') && r.method === 'POST' && r.body)).toBe(true);
  });

  // In parts, so that each test stays short on a busy machine; the routes hit add up across them.
  const hit = new Set<string>();
  let sent = 0;
  it.each(PARTS)(
    'refuses each generated bad input with a localized 4xx blaming the field at fault (routes %s)',
    async (part) => {
      const { refused } = partition(routes.filter((_, i) => i % PARTS.length === part).flatMap(casesFor));
      await inBatches(refused, 8, async (c: FuzzCase, i) => {
        const lang = i % 2 ? 'en' : 'zh';
        // Each from its own address, so the login rate limit does not respond first.
        const address = `10.${part}.${(i >> 8) & 255}.${i & 255}`;
        const response = await send(t.app, t.token, c, lang, address);
        expect(response.statusCode, `${c.label}: ${response.body.slice(0, 200)}`).toBe(422);
        expectRefusal(response, lang, c.field, c.label);
        hit.add(`${c.route.method} ${c.route.url}`);
      });
      sent += refused.length;
    },
  );

  it('sent bad input to every route with a schema', () => {
    expect(routes.filter((r) => !hit.has(`${r.method} ${r.url}`)).map((r) => r.url)).toEqual([]);
    console.info(`bad input: ${sent} requests over ${hit.size} routes`);
  });

  const bodyRoutes = () => routes.filter((r) => r.method === 'POST' && r.body);

  it('refuses malformed JSON, hostile JSON and wrong content types', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const raws: { label: string; type?: string; payload: string | Buffer; always?: true }[] = [
      { label: 'truncated', payload: '{"name": "a', always: true },
      { label: 'single quotes', payload: "{'name': 'a'}" },
      { label: 'trailing comma', payload: '{"name": "a",}' },
      { label: 'bare word', payload: 'undefined' },
      { label: 'NaN literal', payload: '{"n": NaN}' },
      { label: 'empty', payload: '' },
      { label: 'BOM and garbage', payload: '\uFEFF{]' },
      { label: 'proto pollution', payload: '{"__proto__": {"isAdmin": true}}' },
      { label: 'constructor pollution', payload: '{"constructor": {"prototype": {"isAdmin": true}}}' },
      { label: 'deep nesting', payload: deep },
      // Decoded with replacement characters: a string, which no body schema takes.
      { label: 'invalid UTF-8', payload: Buffer.from([0x22, 0xff, 0xfe, 0xc0, 0x22]) },
      { label: 'form', type: 'application/x-www-form-urlencoded', payload: 'name=a&ids=1' },
      {
        label: 'xml',
        type: 'application/xml',
        payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      },
      {
        label: 'multipart',
        type: 'multipart/form-data; boundary=x',
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      },
      { label: 'UTF-16', type: 'application/json; charset=utf-16', payload: Buffer.from('{}', 'utf16le') },
      { label: 'unknown type', type: 'application/x-fuzz', payload: '{}', always: true },
    ];
    // Every route gets malformed JSON and a wrong content type; the other kinds rotate over the routes.
    const [always, rest] = [raws.filter((r) => r.always), raws.filter((r) => !r.always)];
    let sent = 0;
    for (const [n, route] of bodyRoutes().entries()) {
      const mine = [...always, ...[0, 1, 2].map((k) => rest[(n * 3 + k) % rest.length]!)];
      for (const [i, raw] of mine.entries()) {
        const lang = (n + i) % 2 ? 'en' : 'zh';
        const response = await t.app.inject({
          method: 'POST',
          url: pathOf(route.url, {}),
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${t.token}`,
            lang,
            'content-type': raw.type ?? 'application/json',
          },
          payload: raw.payload,
        });
        sent++;
        expectRefusal(response, lang, null, `${route.url} ${raw.label}`);
      }
    }
    console.info(`raw bodies: ${sent} requests over ${bodyRoutes().length} routes`);
  });

  it('wrote nothing (admin log and sessions aside: they change on every request)', async () => {
    expect(changedTables(before, await snapshot(t.app))).toEqual([]);
  });
});
