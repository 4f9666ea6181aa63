import {
  DATE_SHORTCUTS,
  type DateShortcut,
  dateShortcutRange,
  formatDate,
  type StatKind,
  splitStatPoints,
} from '@bo/contract';
import { Card, DatePicker, Segmented, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatistic } from '../../api/statistics';
import { BreakdownTable } from './Breakdown';
import { ExportButtons } from './ExportButtons';
import { StatisticCharts } from './StatisticCharts';
import { pivot, seriesLabel } from './statisticModel';

/**
 * A statistics page (`STAT_PAGES`): a range (shortcuts or dates), a chart and a table per day (or hour),
 * and for a breakdown its charts and totals per key, and CSV or XLSX export.
 */
export function StatisticPage({ kind }: { kind: StatKind }) {
  const { t } = useTranslation();
  const [shortcut, setShortcut] = useState<DateShortcut | null>('thisWeek');
  const [range, setRange] = useState(
    () => dateShortcutRange('thisWeek').map((d) => formatDate(d)) as [string, string],
  );
  const query = useStatistic(kind, range[0], range[1]);
  const { table, breakdown } = useMemo(() => {
    const { timeline, breakdown } = splitStatPoints(kind, query.data ?? []);
    return { table: pivot(timeline), breakdown: pivot(breakdown) };
  }, [kind, query.data]);
  const label = useCallback((series: string) => seriesLabel(series, t), [t]);

  const pick = (s: DateShortcut) => {
    setShortcut(s);
    setRange(dateShortcutRange(s).map((d) => formatDate(d)) as [string, string]);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Space wrap>
          <Segmented
            value={shortcut ?? undefined}
            onChange={(v) => pick(v as DateShortcut)}
            options={DATE_SHORTCUTS.map((s) => ({ value: s, label: t(`resources.common.${s}`) }))}
          />
          <DatePicker.RangePicker
            aria-label={t('statistics.range')}
            value={[dayjs(range[0]), dayjs(range[1])]}
            allowClear={false}
            onChange={(v) => {
              if (!v?.[0] || !v[1]) return;
              setShortcut(null);
              setRange([v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')]);
            }}
          />
          <ExportButtons
            kind={kind}
            range={range}
            table={table.rows.length > 0 ? table : breakdown}
            label={label}
          />
        </Space>
      </Card>
      <StatisticCharts
        kind={kind}
        loading={query.isLoading}
        table={table}
        breakdown={breakdown}
        label={label}
      />
      {table.rows.length > 0 || breakdown.rows.length === 0 ? (
        <Card>
          <Table
            size="small"
            rowKey="date"
            loading={query.isFetching}
            dataSource={table.rows}
            pagination={{ pageSize: 31, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'date', dataIndex: 'date', title: t('statistics.date'), fixed: 'left' as const },
              ...table.series.map((s) => ({
                key: s,
                title: label(s),
                align: 'right' as const,
                render: (_: unknown, r: (typeof table.rows)[number]) => table.format(s, r.values[s] ?? 0),
              })),
            ]}
          />
        </Card>
      ) : null}
      {breakdown.rows.length > 0 ? (
        <Card>
          <BreakdownTable table={breakdown} loading={query.isFetching} />
        </Card>
      ) : null}
    </Space>
  );
}
