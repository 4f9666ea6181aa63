import type { TokenPair } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { verifySession } from '../auth/session';
import { userInfo } from '../auth/test-user';
import { saveTokens } from '../auth/token';
import { mockApi, ok } from './test-support';
import { updateInfo } from './testUpdate';

const pair: TokenPair = {
  access_token: 'a',
  token_type: 'Bearer',
  expires_in: 7200,
  refresh_token: 'r',
  refresh_expires_in: 0,
};

describe('route guard: update info after user info', () => {
  it('checks for updates once user info is loaded, for a user who may see them', async () => {
    saveTokens(pair, false);
    const calls = mockApi({
      'GET userInfo': ok(userInfo({ jurisdiction: { UpdateDetail: ['admin'] } })),
      'GET update': ok(updateInfo()),
    });
    await verifySession(() => false);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c.path)).toEqual(['userInfo', 'update']);
  });

  it('does not ask without UpdateDetail, and a failing check never fails the guard', async () => {
    saveTokens(pair, false);
    const calls = mockApi({ 'GET userInfo': ok(userInfo()) });
    await verifySession(() => false);
    expect(calls.map((c) => c.path)).toEqual(['userInfo']);

    mockApi({ 'GET userInfo': ok(userInfo({ jurisdiction: { UpdateDetail: ['admin'] } })) });
    await expect(verifySession(() => false)).resolves.toBeUndefined();
  });
});
