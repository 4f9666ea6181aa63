import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../api/test-support';
import { cookies } from '../lib/cookies';
import { resetSession, setUserInfo } from '../stores/session';
import { getSettings, settingsActions } from '../stores/settings';
import { adoptPreferences, chooseLook } from './preferencesSync';
import { userInfo } from './test-user';

describe('the look kept with the account', () => {
  beforeEach(() => {
    for (const name of ['colorMode', 'size', 'themeColor']) cookies.remove(name);
    settingsActions.reload();
  });
  afterEach(() => resetSession());
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const sent = (calls: ReturnType<typeof mockApi>) =>
    calls.filter((c) => c.path === 'account/preferences').map((c) => c.body);

  it('takes the account’s look at sign-in over the browser’s, field by field', () => {
    settingsActions.setColorMode('light');
    settingsActions.setThemeColor('#13c2c2');
    adoptPreferences({ color_mode: 'dark', size: 'small' });
    expect(getSettings()).toMatchObject({ colorMode: 'dark', size: 'small', themeColor: '#13c2c2' });
    expect(cookies.get('colorMode')).toBe('dark');
  });

  it('keeps a choice with the account while signed in, only in the browser while signed out', async () => {
    const calls = mockApi({ 'POST account/preferences': (c) => ok(c.body) });
    chooseLook({ color_mode: 'dark' });
    await flush();
    expect(getSettings().colorMode).toBe('dark');
    expect(sent(calls)).toEqual([]);

    setUserInfo(userInfo());
    chooseLook({ size: 'mini' });
    await flush();
    expect(getSettings().size).toBe('mini');
    expect(sent(calls)).toEqual([{ size: 'mini' }]);
  });

  it('sends a choice the account could not keep again with the next one', async () => {
    let down = true;
    const calls = mockApi({
      'POST account/preferences': (c) => (down ? { status: 500, body: {} } : ok(c.body)),
    });
    setUserInfo(userInfo());
    chooseLook({ color_mode: 'dark' });
    await flush();
    await flush();
    down = false;
    chooseLook({ size: 'small' });
    await flush();
    expect(sent(calls)).toEqual([{ color_mode: 'dark' }, { color_mode: 'dark', size: 'small' }]);
  });
});
