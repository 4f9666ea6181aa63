import { AGE_SERIES, SEX_SERIES, statPointSchema } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, switchLanguage } from '../../api/test-support';
import { TOKEN_COOKIES } from '../../auth/token';
import { renderPage } from '../../components/resource/test-render';
import { cookies } from '../../lib/cookies';
import { contractFixture } from '../../test/contract-fixture';
import { StatisticsAgeAndSexList } from './pages';
import { lineChartOption } from './StatisticCharts';
import { StatisticPage } from './StatisticPage';
import { pivot, seriesLabel, toCsv } from './statisticModel';

vi.setConfig({ testTimeout: 20_000 });

const points = (list: { series: string; date: string; value: number }[]) =>
  contractFixture(statPointSchema.array(), list);

describe('statistics', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for this week first, then the range of a shortcut, and shows a table per day', async () => {
    // Thursday 26 November 2026: the week began on Monday the 23rd, three months back is 26 August.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 10, 0) });
    const calls = mockApi({
      'GET statistic/pay': ok(
        points([
          { series: 'placed', date: '2026-11-23', value: 3 },
          { series: 'paid_amount', date: '2026-11-23', value: 123456 },
        ]),
      ),
    });
    renderPage(<StatisticPage kind="pay" />);
    expect(await screen.findByRole('row', { name: /2026-11-23 3 1,234.56/ })).toBeInTheDocument();
    expect(calls[0]?.query.get('start')).toBe('2026-11-23');
    expect(calls[0]?.query.get('end')).toBe('2026-11-26');
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByText('Last three months'));
    await waitFor(() => expect(calls.at(-1)?.query.get('start')).toBe('2026-08-26'));
    expect(calls.at(-1)?.query.get('end')).toBe('2026-11-26');
  });

  it('draws the repeat-purchase rate as a percentage on the right axis', () => {
    const table = pivot([
      { series: 'buyers', date: '2026-11-23', value: 4 },
      { series: 'repeat_rate', date: '2026-11-23', value: 25 },
    ]);
    const option = lineChartOption(table, (s) => s);
    expect(option.yAxis[1]).toMatchObject({ max: 100, axisLabel: { formatter: '{value}%' } });
    expect(option.series.map((s) => [s.name, s.yAxisIndex, s.data])).toEqual([
      ['buyers', 0, [4]],
      ['repeat_rate', 1, [25]],
    ]);
  });

  it('shows the member statistic with its rate', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 10, 0) });
    const calls = mockApi({
      'GET statistic/members': ok(
        points([
          { series: 'new_members', date: '2026-11-23', value: 12_345 },
          { series: 'buyers', date: '2026-11-23', value: 3 },
          { series: 'repeat_buyers', date: '2026-11-23', value: 1 },
          { series: 'repeat_rate', date: '2026-11-23', value: 33.3 },
        ]),
      ),
    });
    renderPage(<StatisticPage kind="members" />);
    expect(await screen.findByRole('row', { name: /2026-11-23 12,345 3 1 33.3/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Repeat-purchase rate (%)' })).toBeInTheDocument();
    expect(calls[0]?.path).toBe('statistic/members');
  });

  it('breaks regions down into totals per province, device and source, largest first, with shares', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 10, 0) });
    mockApi({
      'GET statistic/regions': ok(
        points([
          { series: 'orders_in:北京市', date: '2026-11-23', value: 1 },
          { series: 'orders_in:浙江省', date: '2026-11-23', value: 2 },
          { series: 'orders_in:浙江省', date: '2026-11-24', value: 1 },
          { series: 'paid_in:浙江省', date: '2026-11-23', value: 123456 },
          { series: 'device:mobile', date: '2026-11-23', value: 3 },
          { series: 'device:', date: '2026-11-23', value: 1 },
          { series: 'source:h5', date: '2026-11-23', value: 4 },
          { series: 'source:双11活动', date: '2026-11-23', value: 1 },
        ]),
      ),
    });
    renderPage(<StatisticPage kind="regions" />);
    expect(await screen.findByRole('row', { name: 'Orders by province 浙江省 3 75%' })).toBeInTheDocument();
    const names = screen.getAllByRole('row').map((row) => row.textContent);
    expect(names.slice(1)).toEqual([
      'Orders by province浙江省375%',
      'Orders by province北京市125%',
      'Paid by province (yuan)浙江省1,234.56100%',
      'Views by devicePhone375%',
      'Views by deviceDevice unknown125%',
      // A channel the storefront knows is named in the user's language; a campaign keeps its own name.
      'Views by sourceMobile web480%',
      'Views by source双11活动120%',
    ]);
  });

  it('shows asset utilisation per day with its rate, then idle assets by age and overdue returns by unit', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 10, 0) });
    const day = (date: string, lent: number, leased: number, pool: number, utilisation: number) =>
      Object.entries({ lent, leased, shared: lent + leased, pool, utilisation }).map(([series, value]) => ({
        series,
        date,
        value,
      }));
    mockApi({
      'GET statistic/assets': ok(
        points([
          ...day('2026-11-25', 1, 0, 4, 25),
          ...day('2026-11-26', 2, 1, 4, 75),
          { series: 'idle_age:under_1', date: '2026-11-26', value: 1 },
          { series: 'idle_age:1_3', date: '2026-11-26', value: 0 },
          { series: 'idle_age:3_5', date: '2026-11-26', value: 3 },
          { series: 'overdue_in:Bureau B', date: '2026-11-26', value: 2 },
        ]),
      ),
    });
    renderPage(<StatisticPage kind="assets" />);
    expect(await screen.findByRole('row', { name: '2026-11-26 2 1 3 4 75' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Utilisation (%)' })).toBeInTheDocument();
    // The breakdown keeps the age groups youngest first, each with its share.
    const names = screen.getAllByRole('row').map((row) => row.textContent);
    expect(names.filter((n) => n?.startsWith('Idle') || n?.startsWith('Assets overdue'))).toEqual([
      'Idle assets by age (today)Under 1 year125%',
      'Idle assets by age (today)1-3 years00%',
      'Idle assets by age (today)3-5 years375%',
      'Assets overdue for return, by unit (today)Bureau B2100%',
    ]);
    // The day table holds days only, not the breakdown's date.
    expect(screen.getAllByRole('row', { name: /^2026-11-2\d / })).toHaveLength(2);
  });

  it('draws counts on the left axis and money in yuan on the right one', () => {
    const table = pivot([
      { series: 'paid', date: '2026-11-23', value: 2 },
      { series: 'paid_amount', date: '2026-11-23', value: 26400 },
    ]);
    const option = lineChartOption(table, (s) => s);
    expect(option.yAxis).toHaveLength(2);
    expect(option.series.map((s) => [s.name, s.yAxisIndex, s.data])).toEqual([
      ['paid', 0, [2]],
      ['paid_amount', 1, [264]],
    ]);
    const visits = lineChartOption(pivot([{ series: 'pv', date: '2026-11-23', value: 5 }]), (s) => s);
    expect(visits.yAxis).toHaveLength(1);
  });

  it('shows members by sex and age group in zh: doughnut, bars, a table per day and the XLSX download', async () => {
    const day = (date: string, values: number[]) =>
      [...SEX_SERIES, ...AGE_SERIES].map((series, i) => ({ series, date, value: values[i] ?? 0 }));
    const calls = mockApi({
      'GET statistic/age_and_sex': ok(
        points([
          ...day('2026-11-22', [1, 0, 0, 0, 1]),
          ...day('2026-11-23', [2, 3, 1, 1, 0, 4, 0, 0, 0, 0, 1]),
        ]),
      ),
      'GET statistic/age_and_sex/export': { body: 'PK' },
    });
    // jsdom has no object URLs: the download's blob is caught here.
    const createObjectURL = vi.fn((_: Blob) => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    cookies.set(TOKEN_COOKIES.access, 'acc-1');
    cookies.set(TOKEN_COOKIES.type, 'Bearer');
    cookies.set(TOKEN_COOKIES.expires, String(Date.now() + 3_600_000));
    await switchLanguage('zh');
    renderPage(<StatisticsAgeAndSexList />);
    expect(await screen.findByRole('row', { name: '2026-11-23 2 3 1 1 0 4 0 0 0 0 1' })).toBeInTheDocument();
    for (const header of ['男', '女', '性别未知', '0-17 岁', '18-24 岁', '65 岁及以上', '年龄未知'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '性别分布: 男 3, 女 3, 性别未知 1' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^年龄分布: 0-17 岁 1, 18-24 岁 1, 25-34 岁 4, 35-44 岁 0/ }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/statistics\.|series\./);

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const download = calls.find((c) => c.path === 'statistic/age_and_sex/export');
    expect(download?.query.get('start')).toBe(calls[0]?.query.get('start'));
    expect(download?.headers.get('Lang')).toBe('zh');
    expect(download?.headers.get('Authorization')).toBe('Bearer acc-1');
  });

  it('pivots points into rows and exports CSV in yuan', () => {
    const table = pivot([
      { series: 'pv', date: '2026-11-22', value: 5 },
      { series: 'source:app', date: '2026-11-22', value: 2 },
      { series: 'paid_amount', date: '2026-11-23', value: 1999 },
    ]);
    expect(table.series).toEqual(['pv', 'source:app', 'paid_amount']);
    const t = ((key: string, params?: Record<string, string>) =>
      params?.name === undefined ? key : `${key}:${params.name}`) as never;
    expect(seriesLabel('source:app', t)).toBe('statistics.series.source:statistics.sources.app');
    expect(seriesLabel('source:spring-sale', t)).toBe('statistics.series.source:spring-sale');
    expect(toCsv(table, (s) => s, 'Date')).toBe(
      'Date,pv,source:app,paid_amount\n2026-11-22,5,2,0.00\n2026-11-23,0,0,19.99\n',
    );
  });
});
