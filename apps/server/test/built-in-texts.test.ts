import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call } from './helpers.js';

type Named = { id: number; code: string; name: string; introduction?: string; description?: string };

describe('built-in roles and plug-ins answer in the reader’s language', () => {
  const t = useTestApp();
  const list = async (route: string, lang: 'zh' | 'en') =>
    (await call(t.app, 'GET', route, { token: t.token, lang, query: { limit: '50' } })).json().message
      .data as Named[];
  const byCode = (rows: Named[], code: string) => rows.find((r) => r.code === code);

  it('names the seeded roles in zh and en, in the list and the detail', async () => {
    expect(byCode(await list('manage', 'zh'), 'admin')).toMatchObject({
      name: '超级管理员',
      introduction: '拥有全部权限',
    });
    const en = await list('manage', 'en');
    expect(byCode(en, 'admin')).toMatchObject({
      name: 'Super administrator',
      introduction: 'Holds every permission',
    });
    expect(byCode(en, 'editor')?.name).toBe('Editor');
    const id = byCode(en, 'editor')?.id;
    const detail = await call(t.app, 'GET', `manage/${id}`, { token: t.token, lang: 'en' });
    expect(detail.json().message.name).toBe('Editor');
  });

  it('names the shipped plug-ins in zh and en', async () => {
    const en = await list('plugin', 'en');
    expect(byCode(en, 'balance')?.name).toBe('Balance payment');
    expect(byCode(en, 'storage-local')?.description).toMatch(/^Stores uploaded files/);
    const zh = await list('plugin', 'zh');
    expect(byCode(zh, 'balance')?.name).toBe('余额支付');
    expect(byCode(zh, 'sms-log')?.description).toMatch(/^把短信通知/);
  });

  it('keeps what an administrator wrote as written, in every language', async () => {
    const editor = byCode(await list('manage', 'en'), 'editor');
    await t.app.db
      .updateTable('roles')
      .set({ name: '资产编辑' })
      .where('id', '=', editor?.id ?? 0)
      .execute();
    expect(byCode(await list('manage', 'en'), 'editor')?.name).toBe('资产编辑');
    expect(byCode(await list('manage', 'zh'), 'editor')?.name).toBe('资产编辑');
  });
});
