import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { StatKind } from '@bo/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadStatistic } from '../../api/statistics';
import { saveFile } from '../../lib/saveFile';
import { type StatTable, toCsv } from './statisticModel';

interface Props {
  kind: StatKind;
  range: [string, string];
  table: StatTable;
  label: (series: string) => string;
}

/**
 * CSV made in the browser from the table shown, and XLSX made by the server (`statistic/{kind}/export`,
 * with the user's credentials) for the same range.
 */
export function ExportButtons({ kind, range, table, label }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const name = t('statistics.fileName', {
    kind: t(`statistics.kinds.${kind}`),
    start: range[0],
    end: range[1],
  });

  const csv = () => {
    const blob = new Blob([`\uFEFF${toCsv(table, label, t('statistics.date'))}`], {
      type: 'text/csv;charset=utf-8',
    });
    saveFile(blob, `${name}.csv`);
  };
  const xlsx = async () => {
    setBusy(true);
    try {
      await downloadStatistic(kind, range[0], range[1], `${name}.xlsx`);
    } catch {
      // downloadFile has shown the failure.
    } finally {
      setBusy(false);
    }
  };

  const empty = table.rows.length === 0;
  return (
    <Space.Compact>
      <Button icon={<DownloadOutlined />} onClick={csv} disabled={empty}>
        {t('statistics.exportCsv')}
      </Button>
      <Button icon={<FileExcelOutlined />} onClick={xlsx} disabled={empty} loading={busy}>
        {t('statistics.exportXlsx')}
      </Button>
    </Space.Compact>
  );
}
