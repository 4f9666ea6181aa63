import { dateShortcutRange, formatDate } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../api/test-support';
import { renderPage } from '../../components/resource/test-render';
import { StatisticPage } from './StatisticPage';
import { pivot, seriesLabel, toCsv } from './statisticModel';

vi.setConfig({ testTimeout: 20_000 });

describe('statistics', () => {
  it('asks for this week first, then the range of a shortcut, and shows a table per day', async () => {
    const calls = mockApi({
      'GET statistic/pay': ok([
        { series: 'placed', date: '2026-11-23', value: 3 },
        { series: 'paid_amount', date: '2026-11-23', value: 123456 },
      ]),
    });
    renderPage(<StatisticPage kind="pay" />);
    expect(await screen.findByRole('row', { name: /2026-11-23 3 1234.56/ })).toBeInTheDocument();
    const week = dateShortcutRange('thisWeek').map((d) => formatDate(d));
    expect(calls[0]?.query.get('start')).toBe(week[0]);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByText('Last three months'));
    const months = dateShortcutRange('lastThreeMonths').map((d) => formatDate(d));
    await waitFor(() => expect(calls.at(-1)?.query.get('start')).toBe(months[0]));
    expect(calls.at(-1)?.query.get('end')).toBe(months[1]);
  });

  it('pivots points into rows and exports CSV in yuan', () => {
    const table = pivot([
      { series: 'pv', date: '2026-11-22', value: 5 },
      { series: 'source:app', date: '2026-11-22', value: 2 },
      { series: 'paid_amount', date: '2026-11-23', value: 1999 },
    ]);
    expect(table.series).toEqual(['pv', 'source:app', 'paid_amount']);
    const t = ((key: string, params?: Record<string, string>) =>
      params ? `${key}:${params.name}` : key) as never;
    expect(seriesLabel('source:app', t)).toBe('statistics.series.source:app');
    expect(toCsv(table, (s) => s, 'Date')).toBe(
      'Date,pv,source:app,paid_amount\n2026-11-22,5,2,0.00\n2026-11-23,0,0,19.99\n',
    );
  });
});
