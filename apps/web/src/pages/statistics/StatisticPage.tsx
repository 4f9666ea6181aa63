import {
  BREAKDOWN_KINDS,
  DATE_SHORTCUTS,
  type DateShortcut,
  dateShortcutRange,
  formatDate,
  type StatKind,
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
 * A statistics page (`STAT_PAGES`): a range (shortcuts or dates), a chart, a table per day (or hour), or
 * for a breakdown its totals per key, and CSV or XLSX export.
 */
export function StatisticPage({ kind }: { kind: StatKind }) {
  const { t } = useTranslation();
  const [shortcut, setShortcut] = useState<DateShortcut | null>('thisWeek');
  const [range, setRange] = useState(
    () => dateShortcutRange('thisWeek').map((d) => formatDate(d)) as [string, string],
  );
  const query = useStatistic(kind, range[0], range[1]);
  const table = useMemo(() => pivot(query.data ?? []), [query.data]);
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
          <ExportButtons kind={kind} range={range} table={table} label={label} />
        </Space>
      </Card>
      <StatisticCharts kind={kind} loading={query.isLoading} table={table} label={label} />
      <Card>
        {BREAKDOWN_KINDS.includes(kind) ? (
          <BreakdownTable table={table} loading={query.isFetching} />
        ) : (
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
        )}
      </Card>
    </Space>
  );
}
