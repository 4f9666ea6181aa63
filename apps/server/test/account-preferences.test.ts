import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';

describe('account preferences (how each administrator likes the back-office to look)', () => {
  const t = useTestApp();
  const get = (token: string) => call(t.app, 'GET', 'account/preferences', { token });
  const save = (token: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
    call(t.app, 'POST', 'account/preferences', { token, body, lang });

  it('keeps the fields sent, leaves the others, and gives them with userInfo', async () => {
    const { token } = await createAdminWith(t.app, ['GoodList']);
    expect((await get(token)).json().message).toEqual({});
    expect((await save(token, { color_mode: 'dark', theme_color: '#13c2c2' })).json().message).toEqual({
      color_mode: 'dark',
      theme_color: '#13c2c2',
    });
    expect((await save(token, { size: 'small' })).json().message).toEqual({
      color_mode: 'dark',
      theme_color: '#13c2c2',
      size: 'small',
    });
    const info = (await call(t.app, 'GET', 'userInfo', { token })).json().message;
    expect(info.preferences).toEqual({ color_mode: 'dark', theme_color: '#13c2c2', size: 'small' });
  });

  it('are each administrator’s own', async () => {
    const a = await createAdminWith(t.app, ['GoodList']);
    const b = await createAdminWith(t.app, []);
    await save(a.token, { color_mode: 'light' });
    await save(b.token, { color_mode: 'dark', size: 'mini' });
    expect((await get(a.token)).json().message).toEqual({ color_mode: 'light' });
    expect((await get(b.token)).json().message).toEqual({ color_mode: 'dark', size: 'mini' });
  });

  it('refuses a value it does not know, naming the field, and keeps what was kept', async () => {
    const { token } = await createAdminWith(t.app, ['GoodList']);
    await save(token, { color_mode: 'dark' });
    const bad = await save(token, { color_mode: 'sepia', theme_color: 'red' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['color_mode', 'theme_color']);
    expect((await save(token, { theme_color: 'red' }, 'zh')).json().message).toMatch(/格式不正确/);
    expect((await get(token)).json().message).toEqual({ color_mode: 'dark' });
  });

  it('needs a signed-in administrator', async () => {
    expect((await call(t.app, 'GET', 'account/preferences')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', 'account/preferences', { body: { size: 'mini' } })).statusCode).toBe(
      401,
    );
  });
});
