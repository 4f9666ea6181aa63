import { CATALOG_MAX_BYTES, uiCatalogs } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';

type Tree = { [key: string]: string | Tree };

/** The English catalog, as a translator gets it from "download the template". */
const template = (): Tree => JSON.parse(JSON.stringify(uiCatalogs.en)) as Tree;

/** A translation: the template with the sidebar's "System" and the save button translated. */
function japanese(): Tree {
  const catalog = template();
  (catalog.route as Tree).System = 'システム';
  ((catalog.resources as Tree).common as Tree).save = '保存';
  return catalog;
}

describe('language catalogs (language/catalog)', () => {
  const t = useTestApp();

  /** A new language row; its id. */
  const addLanguage = async (name: string, code: string) => {
    const res = await call(t.app, 'POST', 'language', { token: t.token, body: { name, code, sort: 5 } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message.id as number;
  };
  const upload = (id: number, body: unknown, opts: { token?: string; lang?: string } = {}) =>
    call(t.app, 'POST', `language/catalog/${id}`, { token: t.token, lang: 'en', body, ...opts });
  const menu = async () => (await call(t.app, 'GET', 'lang')).json().message as { code: string }[];

  it('names every missing key, and keys that are not texts or empty, and keeps nothing', async () => {
    const id = await addLanguage('Français', 'fr');
    const catalog = japanese();
    delete ((catalog.resources as Tree).common as Tree).save;
    delete catalog.docs;
    (catalog.login as Tree).title = 42 as unknown as string;
    ((catalog.layout as Tree).language as Tree).title = '  ';
    catalog.extra = { key: 'not of the interface' };

    const res = await upload(id, catalog);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.status).toBe(42200);
    const docsKeys = Object.keys(body.errors).filter((key) => key.startsWith('docs.'));
    expect(docsKeys.length).toBeGreaterThan(5);
    expect(body.errors).toMatchObject({
      'resources.common.save': ['resources.common.save is missing'],
      'login.title': ['login.title must be a text'],
      'layout.language.title': ['layout.language.title is empty'],
      extra: ['extra is not a key of the interface; it is left out'],
    });
    // Unknown keys come last: they alone would not have kept the catalog out.
    expect(Object.keys(body.errors).at(-1)).toBe('extra');
    expect((await call(t.app, 'GET', 'language/catalog/fr')).statusCode).toBe(404);
    expect((await menu()).map((l) => l.code)).not.toContain('fr');
  });

  it('names the first 100 unknown keys of a refused catalog and counts the rest', async () => {
    const id = await addLanguage('Русский', 'ru');
    const catalog = template();
    delete (catalog.route as Tree).System;
    for (let n = 0; n < 130; n++) catalog[`stray${n}`] = 'x';
    const errors = (await upload(id, catalog)).json().errors as Record<string, string[]>;
    const keys = Object.keys(errors);
    expect(keys[0]).toBe('route.System');
    expect(keys.filter((key) => key.startsWith('stray'))).toHaveLength(100);
    expect(errors['…']).toEqual(['30 more unknown keys are left out']);
  });

  it('takes a complete catalog, serves it without a session and offers the language', async () => {
    const id = await addLanguage('日本語', 'ja');
    const catalog: Tree = { ...japanese(), stray: 'x' };
    const res = await upload(id, catalog);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({
      message: 'Catalog saved',
      unknown: ['stray'],
      unknown_count: 1,
    });

    const served = await call(t.app, 'GET', 'language/catalog/ja');
    expect(served.statusCode).toBe(200);
    const texts = served.json().message;
    expect(texts.route.System).toBe('システム');
    expect(texts.resources.common.save).toBe('保存');
    expect(texts.stray).toBeUndefined();
    expect(await menu()).toContainEqual({ name: '日本語', code: 'ja', built_in: false });

    const states = await call(t.app, 'GET', 'language/catalogs', { token: t.token });
    const byCode = Object.fromEntries(
      states.json().message.map((s: { code: string; state: string }) => [s.code, s.state]),
    );
    expect(byCode).toMatchObject({ zh: 'built-in', en: 'built-in', ja: 'complete' });

    // A second upload replaces the first.
    (catalog.route as Tree).System = 'システム管理';
    expect((await upload(id, catalog)).statusCode).toBe(200);
    const again = await call(t.app, 'GET', 'language/catalog/ja');
    expect(again.json().message.route.System).toBe('システム管理');

    // Disabled, it is neither offered nor served; deleted, its catalog goes with it.
    const row = (await call(t.app, 'GET', `language/${id}`, { token: t.token })).json().message;
    await call(t.app, 'POST', `language/${id}`, {
      token: t.token,
      body: { name: row.name, code: 'ja', state: 0, version: row.version },
    });
    expect((await menu()).map((l) => l.code)).not.toContain('ja');
    expect((await call(t.app, 'GET', 'language/catalog/ja')).statusCode).toBe(404);
    await call(t.app, 'POST', `language/destroy/${id}`, { token: t.token, body: {} });
    const left = await t.app.db
      .selectFrom('language_catalogs')
      .select('language_id')
      .where('language_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('counts a stored catalog lacking keys added since as incomplete: served, not offered', async () => {
    const id = await addLanguage('Deutsch', 'de');
    expect((await upload(id, template())).statusCode).toBe(200);
    const older = template();
    delete (older.route as Tree).System;
    await t.app.db
      .updateTable('language_catalogs')
      .set({ catalog: JSON.stringify(older), version: 7 })
      .where('language_id', '=', id)
      .execute();
    const states = (await call(t.app, 'GET', 'language/catalogs', { token: t.token })).json().message;
    expect(states.find((s: { id: number }) => s.id === id)).toMatchObject({
      state: 'incomplete',
      missing: 1,
    });
    expect((await menu()).map((l) => l.code)).not.toContain('de');
    expect((await call(t.app, 'GET', 'language/catalog/de')).statusCode).toBe(200);
  });

  it('serves the built-in catalogs and refuses to replace them', async () => {
    const en = await call(t.app, 'GET', 'language/catalog/en');
    expect(en.json().message).toEqual(JSON.parse(JSON.stringify(uiCatalogs.en)));
    const rows = (await call(t.app, 'GET', 'language', { token: t.token })).json().message.data;
    const zh = rows.find((l: { code: string }) => l.code === 'zh');
    const res = await upload(zh.id, template());
    expect(res.json()).toMatchObject({ status: 40900, message: expect.stringMatching(/built in/) });
    expect((await upload(999_999, template())).json().status).toBe(40400);
  });

  it('refuses an upload to an administrator without the language edit permission', async () => {
    const id = await addLanguage('Español', 'es');
    const viewer = await createAdminWith(t.app, ['LanguageList']);
    const denied = await upload(id, template(), { token: viewer.token });
    expect(denied.json().status).toBe(40300);
    // The page's states are theirs to read.
    const states = await call(t.app, 'GET', 'language/catalogs', { token: viewer.token });
    expect(states.statusCode).toBe(200);
    const editor = await createAdminWith(t.app, ['LanguageList', 'LanguageEdit']);
    expect((await upload(id, template(), { token: editor.token })).statusCode).toBe(200);
  });

  it('refuses a body over 1 MB, saying how large a catalog may be', async () => {
    const id = await addLanguage('Italiano', 'it');
    const big = { ...template(), padding: 'x'.repeat(CATALOG_MAX_BYTES) };
    const res = await upload(id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 40000, message: 'A catalog may be at most 1 MB' });
    const zh = await upload(id, big, { lang: 'zh' });
    expect(zh.json().message).toBe('语言包不能超过 1 MB');
  });

  it('answers requests in a third language (Lang: ja) in English', async () => {
    const res = await call(t.app, 'POST', 'language', { token: t.token, lang: 'ja', body: { name: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual(['Please enter Code']);
    const list = await call(t.app, 'GET', 'language', { token: t.token, lang: 'ja' });
    expect(list.statusCode).toBe(200);
    const menuJa = await call(t.app, 'GET', 'lang', { lang: 'ja-JP' });
    expect(menuJa.statusCode).toBe(200);
    const unknown = await call(t.app, 'GET', 'no-such-thing', { lang: 'ja' });
    expect(unknown.json().message).toBe('No such endpoint');
    // Chinese of any region stays Chinese.
    const tw = await call(t.app, 'GET', 'no-such-thing', { lang: 'zh-TW' });
    expect(tw.json().message).toBe('接口不存在');
  });
});
