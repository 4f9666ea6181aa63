import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app-fixture.js';
import { generalGood, seedCatalog } from '../catalog-factories.js';
import { call, createAdminWith } from '../helpers.js';

const secret = (label: string) => `${label}-${randomBytes(8).toString('hex')}`;

/**
 * Secrets whose field names do not say so never reach a log: card keys and net-disk codes of goods,
 * virtual codes, plug-in settings the manifest calls secret, and tokens inside a link carried by a
 * query parameter. An admin holding only AdminLogList reads the admin log; the stored rows and the
 * request log are searched too.
 */
describe('secrets a route declares stay out of the logs', () => {
  const lines: string[] = [];
  const t = useTestApp({ logLevel: 'trace' }, { logStream: { write: (l) => lines.push(l) } });

  async function exposed(secrets: string[]) {
    const auditor = await createAdminWith(t.app, ['AdminLogList'], { passwordHash: 'x' });
    const log = await call(t.app, 'GET', 'admin/log', { token: auditor.token, query: { limit: '50' } });
    expect(log.statusCode).toBe(200);
    const stored = JSON.stringify(await t.app.db.selectFrom('admin_logs').selectAll().execute());
    return {
      shown: secrets.filter((s) => log.body.includes(s)),
      stored: secrets.filter((s) => stored.includes(s)),
      log: log.body,
    };
  }

  it('card keys, net-disk codes and virtual codes of goods, saved or refused', async () => {
    const { categoryId } = await seedCatalog(t.app);
    const [card, key1, key2, disk, extract, virtual, refusedKey] = [
      'CARDNO',
      'PIN',
      'PIN',
      'https://pan.example.com/s',
      'EXTRACT',
      'VCODE',
      'PIN',
    ].map(secret) as [string, string, string, string, string, string, string];
    /** The card-key good (each key a card number and its PIN), with `inventory` cards. */
    const gameCard = (inventory: number, codes: { name: string; code: string }[]) =>
      generalGood(categoryId, {
        type: 2,
        code_type: 0,
        is_fixed: 0,
        name: 'Game card',
        number: 'CARD-1',
        inventory,
        codes,
      });
    const cardGood = await call(t.app, 'POST', 'good', {
      token: t.token,
      body: gameCard(2, [
        { name: card, code: key1 },
        { name: `${card}-2`, code: key2 },
      ]),
    });
    expect(cardGood.json().status, cardGood.body).toBe(200);
    const diskGood = await call(t.app, 'POST', 'good', {
      token: t.token,
      body: generalGood(categoryId, {
        type: 2,
        code_type: 1,
        is_fixed: 1,
        name: 'Disk',
        number: 'DISK-1',
        inventory: 5,
        codes: [{ name: disk, code: extract }],
      }),
    });
    expect(diskGood.json().status, diskGood.body).toBe(200);
    const virtualGood = await call(t.app, 'POST', 'good', {
      token: t.token,
      body: generalGood(categoryId, { type: 1, name: 'Voucher', number: 'V-1', virtual_code: virtual }),
    });
    expect(virtualGood.json().status, virtualGood.body).toBe(200);
    // Refused (fewer keys than the quantity): logged all the same, its keys masked.
    const refused = await call(t.app, 'POST', `good/${cardGood.json().message.id}`, {
      token: t.token,
      body: gameCard(3, [{ name: 'NO-1', code: refusedKey }]),
    });
    expect(refused.json().status).toBe(42200);

    const found = await exposed([card, key1, key2, disk, extract, virtual, refusedKey]);
    expect(found.shown).toEqual([]);
    expect(found.stored).toEqual([]);
    // The rest of the body stays readable.
    expect(found.log).toContain('Game card');
    expect(found.log).toContain('Voucher');
  });

  it('plug-in settings the manifest calls secret, saved or refused, and their defaults', async () => {
    const [pin, salt, refusedPin, fallback] = ['PIN', 'SALT', 'PIN', 'DEFAULT'].map(secret) as [
      string,
      string,
      string,
      string,
    ];
    const registered = await call(t.app, 'POST', 'plugin', {
      token: t.token,
      body: {
        code: 'payx',
        name: 'Pay X',
        version: '1.0.0',
        settings: [
          { key: 'mch_pin', label_zh: '密码', label_en: 'Merchant PIN', type: 'secret', default: fallback },
          { key: 'sign_salt', label_zh: '盐', label_en: 'Salt', type: 'secret' },
          { key: 'mch_name', label_zh: '商户', label_en: 'Merchant', type: 'text' },
        ],
      },
    });
    expect(registered.json().status, registered.body).toBe(200);
    const id = registered.json().message.id as number;
    const saved = await call(t.app, 'POST', `plugin/${id}`, {
      token: t.token,
      body: { settings: { mch_pin: pin, sign_salt: salt, mch_name: 'Visible Shop' } },
    });
    expect(saved.json().status, saved.body).toBe(200);
    const refusedSave = await call(t.app, 'POST', `plugin/${id}`, {
      token: t.token,
      body: { settings: { mch_pin: refusedPin, nonsense: 1 } },
    });
    expect(refusedSave.json().status).toBe(42200);

    const found = await exposed([pin, salt, refusedPin, fallback]);
    expect(found.shown).toEqual([]);
    expect(found.stored).toEqual([]);
    expect(found.log).toContain('Visible Shop');
  });

  it('tokens in a link carried by a query parameter, however nested', async () => {
    const [inner, deeper, plain] = ['TOKEN', 'TOKEN', 'TOKEN'].map(secret) as [string, string, string];
    const link = `/tokenlogin?token=${inner}&x=1`;
    const twice = `/auth-redirect?redirect=${encodeURIComponent(`/tokenlogin?access_token=${deeper}`)}`;
    await t.app.inject({ url: `/auth-redirect?redirect=${encodeURIComponent(link)}` });
    await t.app.inject({ url: `/api/v1/nowhere?next=${encodeURIComponent(twice)}` });
    await t.app.inject({ url: `/auth-redirect?redirect=${encodeURIComponent(`token=${plain}`)}` });
    const log = lines.join('');
    expect([inner, deeper, plain].filter((s) => log.includes(s))).toEqual([]);
    // The capture works, and what is not secret stays readable.
    expect(log).toContain(
      `"url":"/auth-redirect?redirect=${encodeURIComponent('/tokenlogin?token=***&x=1')}"`,
    );
  });
});
