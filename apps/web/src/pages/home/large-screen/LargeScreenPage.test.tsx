import { type LargeScreen, largeScreenSchema } from '@bo/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LARGE_SCREEN_REFRESH_MS } from '../../../api/largeScreen';
import { mockApi, ok, switchLanguage } from '../../../api/test-support';
import { TOKEN_COOKIES } from '../../../auth/token';
import { renderPage } from '../../../components/resource/test-render';
import { cookies } from '../../../lib/cookies';
import { contractFixture } from '../../../test/contract-fixture';
import { LargeScreenPage } from './LargeScreenPage';

vi.setConfig({ testTimeout: 20_000 });

const figures = (assets: number): LargeScreen =>
  contractFixture(largeScreenSchema, {
    totals: {
      members: 123456,
      goods: 812,
      orders: 1000000,
      sales: 1234567890,
      assets,
      asset_value: 9876543200,
      organizations: 50,
    },
    assets_by_class: [{ id: 3, name: '通用设备', value: 300 }],
    assets_by_status: [
      { status: 'idle', value: 120 },
      { status: 'in_use', value: 180 },
      { status: 'in_warehouse', value: 0 },
      { status: 'lent', value: 0 },
      { status: 'leased', value: 0 },
      { status: 'verifying', value: 0 },
      { status: 'disposed', value: 0 },
    ],
    assets_by_area: { top: [{ id: 515, name: '江岸区', value: 250 }], other: 50 },
    monthly: [{ month: '2026-11', intake: 0, allocation: 0 }],
    sharing: { public: 40, offered: 20, shared: 60, total: 300, rate: 0.2 },
    trend: [
      { series: 'orders', date: '2026-11-23', value: 30 },
      { series: 'sales', date: '2026-11-23', value: 450000 },
    ],
    generated_at: '2026-11-23T08:00:00.000Z',
  });

const RAW_KEY = /\b(pages|asset|route|layout)\.[A-Za-z_.]+/;

describe('large screen', () => {
  it('shows the totals as big numbers and every panel in Chinese, with empty states and no raw keys', async () => {
    mockApi({ 'GET largeScreen': ok(figures(300)) });
    await switchLanguage('zh');
    renderPage(<LargeScreenPage />, '/dashboard/largeScreen');

    expect(await screen.findByRole('heading', { name: '资产调剂共享平台' })).toBeInTheDocument();
    const tile = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    expect(await screen.findByText('100w')).toBeInTheDocument();
    expect(tile('订单总数')).toHaveTextContent('100w');
    expect(tile('会员总数')).toHaveTextContent('12.3w');
    expect(tile('累计销售额（元）')).toHaveTextContent('1234.6w');
    expect(tile('累计销售额（元）')).toHaveAttribute('title', '12,345,678.90');
    expect(tile('在售商品')).toHaveTextContent('812');
    expect(tile('资产总数')).toHaveTextContent('300');

    for (const title of [
      '资产状态分布',
      '资产分类统计',
      '各区资产数量',
      '资产共享率',
      '近 30 日订单与销售额',
    ]) {
      const panel = screen.getByRole('region', { name: title });
      expect(within(panel).getByRole('img', { name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: '资产共享率 20%' })).toBeInTheDocument();
    expect(screen.getByText('共享 60 / 总数 300')).toBeInTheDocument();
    // No intake or allocation in the months: the panel says so instead of drawing empty axes.
    const monthly = screen.getByRole('region', { name: '近 12 个月入库与调拨' });
    expect(within(monthly).getByText('暂无数据')).toBeInTheDocument();
    expect(within(monthly).queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: /返回控制台/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();
    expect(screen.getByText(/^数据更新于 2026-11-23/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('asks for new figures every minute and keeps the old ones on screen until they arrive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let served = 0;
    let release: () => void = () => {};
    const calls = mockApi({
      'GET largeScreen': async () => {
        served++;
        if (served > 1) await new Promise<void>((resolve) => (release = resolve));
        return ok(figures(300 + served - 1));
      },
    });
    renderPage(<LargeScreenPage />, '/dashboard/largeScreen');
    const assets = async () => (await screen.findByText('Assets')).parentElement as HTMLElement;
    expect(await assets()).toHaveTextContent('300');

    await act(() => vi.advanceTimersByTimeAsync(LARGE_SCREEN_REFRESH_MS));
    expect(calls.filter((c) => c.path === 'largeScreen')).toHaveLength(2);
    // While the second response is on its way, the first figures stay.
    expect(await assets()).toHaveTextContent('300');
    await act(async () => release());
    expect(await screen.findByText('301')).toBeInTheDocument();
  });

  it('renews a token about to expire before asking, so a wall display keeps running for days', async () => {
    cookies.set(TOKEN_COOKIES.access, 'old-access');
    cookies.set(TOKEN_COOKIES.type, 'Bearer');
    cookies.set(TOKEN_COOKIES.refresh, 'old-refresh');
    cookies.set(TOKEN_COOKIES.expires, String(Date.now() + 60_000));
    const calls = mockApi({
      'POST refreshToken': ok({
        access_token: 'new-access',
        token_type: 'Bearer',
        expires_in: 7200,
        refresh_token: 'new-refresh',
        refresh_expires_in: 0,
      }),
      'GET largeScreen': ok(figures(300)),
    });
    renderPage(<LargeScreenPage />, '/dashboard/largeScreen');
    expect(await screen.findByText('300')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['refreshToken', 'largeScreen']);
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer new-access');
  });
});
