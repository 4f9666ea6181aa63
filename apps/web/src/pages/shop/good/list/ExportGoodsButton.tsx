import { useTranslation } from 'react-i18next';
import { downloadGoodsExport, goodApi } from '../../../../api/goods';
import type { ListParams } from '../../../../api/resource';
import { ExportJobButton } from '../../../../components/export/ExportJobButton';

/** Exports the goods list's current filters and tab as XLSX. */
export function ExportGoodsButton({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const a = (k: string) => t(`goods.actions.${k}`);
  return (
    <ExportJobButton
      params={params}
      api="GoodExport"
      start={goodApi.exportAll}
      download={downloadGoodsExport}
      texts={{
        button: a('export'),
        title: a('exportTitle'),
        running: a('exportRunning'),
        done: (rows) => t('goods.actions.exportDone', { count: rows }),
        failed: a('exportFailed'),
        download: a('download'),
      }}
    />
  );
}
