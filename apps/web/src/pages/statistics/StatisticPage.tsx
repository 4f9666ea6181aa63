import { DownloadOutlined } from '@ant-design/icons';
import { DATE_SHORTCUTS, type DateShortcut, dateShortcutRange, formatDate } from '@bo/contract';
import { Button, Card, DatePicker, Empty, Segmented, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StatKind, useStatistic } from '../../api/statistics';
import { EChart } from '../../components/chart/EChart';
import { pivot, seriesLabel, toCsv } from './statisticModel';

/** StatisticsVisitList / StatisticsPayList: a range (shortcuts or dates), a chart, a table and CSV export. */
export function StatisticPage({ kind }: { kind: StatKind }) {
  const { t } = useTranslation();
  const [shortcut, setShortcut] = useState<DateShortcut | null>('thisWeek');
  const [range, setRange] = useState(
    () => dateShortcutRange('thisWeek').map((d) => formatDate(d)) as [string, string],
  );
  const query = useStatistic(kind, range[0], range[1]);
  const table = useMemo(() => pivot(query.data ?? []), [query.data]);
  const label = (series: string) => seriesLabel(series, t);

  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 24, bottom: 32, top: 48 },
      xAxis: { type: 'category', data: table.dates },
      yAxis: { type: 'value' },
      series: table.series.map((s) => ({
        name: seriesLabel(s, t),
        type: 'line',
        smooth: true,
        data: table.rows.map((r) => r.values[s] ?? 0),
      })),
    }),
    [table, t],
  );

  const pick = (s: DateShortcut) => {
    setShortcut(s);
    setRange(dateShortcutRange(s).map((d) => formatDate(d)) as [string, string]);
  };
  const download = () => {
    const blob = new Blob([`\uFEFF${toCsv(table, label, t('statistics.date'))}`], {
      type: 'text/csv;charset=utf-8',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = t('statistics.fileName', {
      kind: t(`statistics.kinds.${kind}`),
      start: range[0],
      end: range[1],
    });
    link.click();
    URL.revokeObjectURL(link.href);
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
          <Button icon={<DownloadOutlined />} onClick={download} disabled={table.rows.length === 0}>
            {t('statistics.export')}
          </Button>
        </Space>
      </Card>
      <Card loading={query.isLoading}>
        {table.series.length === 0 ? (
          <Empty description={t('statistics.empty')} />
        ) : (
          <EChart
            option={option}
            label={t(`route.${kind === 'visit' ? 'StatisticsVisitList' : 'StatisticsPayList'}`)}
          />
        )}
      </Card>
      <Card>
        <Table
          size="small"
          rowKey="date"
          loading={query.isFetching}
          dataSource={table.rows}
          pagination={{ pageSize: 31, hideOnSinglePage: true }}
          columns={[
            { key: 'date', dataIndex: 'date', title: t('statistics.date') },
            ...table.series.map((s) => ({
              key: s,
              title: label(s),
              align: 'right' as const,
              render: (_: unknown, r: (typeof table.rows)[number]) => table.format(s, r.values[s] ?? 0),
            })),
          ]}
        />
      </Card>
    </Space>
  );
}
