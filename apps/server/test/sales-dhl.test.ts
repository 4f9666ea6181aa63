import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';

describe('logistics companies (dhl)', () => {
  const t = useTestApp();
  const post = (route: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
    call(t.app, 'POST', route, { token: t.token, body, lang });
  const defaults = async () =>
    (
      (await call(t.app, 'GET', 'dhl', { token: t.token })).json().message.data as {
        name: string;
        is_default: number;
      }[]
    )
      .filter((d) => d.is_default)
      .map((d) => d.name);

  it('keeps exactly one default: the first company, then whichever is made the default', async () => {
    const sf = (await post('dhl', { name: 'SF Express', abbreviation: 'SF' })).json().message;
    expect(sf).toMatchObject({ is_default: 1, state: 1, version: 1 });
    const yto = (await post('dhl', { name: 'YTO Express', abbreviation: 'YTO' })).json().message;
    expect(yto.is_default).toBe(0);
    expect(await defaults()).toEqual(['SF Express']);

    expect(
      (
        await post(`dhl/${yto.id}`, { name: 'YTO Express', abbreviation: 'YTO', is_default: 1, version: 1 })
      ).json().result,
    ).toBe('ok');
    expect(await defaults()).toEqual(['YTO Express']);

    const unset = await post(`dhl/${yto.id}`, {
      name: 'YTO Express',
      abbreviation: 'YTO',
      is_default: 0,
      version: 2,
    });
    expect(unset.json()).toMatchObject({
      status: 42200,
      errors: {
        is_default: ['There must be one default logistics company: make another one the default instead'],
      },
    });
    const disabled = await post('dhl', { name: 'ZTO', abbreviation: 'ZTO', state: 0, is_default: 1 });
    expect(disabled.json().errors.is_default).toEqual(['A disabled logistics company cannot be the default']);
    expect((await post(`dhl/${sf.id}`, { name: 'SF', abbreviation: 'SF', version: 1 })).json().result).toBe(
      'ok',
    );
    // A second edit from the same starting version is stale.
    expect(
      (await post(`dhl/${sf.id}`, { name: 'SF again', abbreviation: 'SF', version: 1 })).json().status,
    ).toBe(40900);
  });

  it('refuses deleting the default while others remain; filters by keyword and state', async () => {
    const list = (await call(t.app, 'GET', 'dhl', { token: t.token, query: { keyword: 'yto' } })).json()
      .message;
    const yto = list.data[0];
    expect(list.total).toBe(1);
    const refused = await post(`dhl/destroy/${yto.id}`, {}, 'zh');
    expect(refused.json()).toMatchObject({
      status: 40900,
      message: '默认物流公司不能删除：请先把另一家设为默认',
    });
    const all = (await call(t.app, 'GET', 'dhl', { token: t.token })).json().message.data as {
      id: number;
      is_default: number;
    }[];
    const other = all.find((d) => !d.is_default);
    expect((await post(`dhl/destroy/${other?.id}`, {})).json().result).toBe('ok');
    // The last one may go.
    expect((await post(`dhl/destroy/${yto.id}`, {})).json().result).toBe('ok');
    expect(
      (await call(t.app, 'GET', 'dhl', { token: t.token, query: { state: '1' } })).json().message.total,
    ).toBe(0);
  });

  it('checks permissions on the server', async () => {
    const viewer = await createAdminWith(t.app, ['DhlList']);
    expect((await call(t.app, 'GET', 'dhl', { token: viewer.token })).statusCode).toBe(200);
    expect(
      (
        await call(t.app, 'POST', 'dhl', { token: viewer.token, body: { name: 'x', abbreviation: 'x' } })
      ).json().status,
    ).toBe(40300);
  });
});
