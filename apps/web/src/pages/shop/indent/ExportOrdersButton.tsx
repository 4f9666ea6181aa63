import { useTranslation } from 'react-i18next';
import { downloadOrdersExport, orderActions } from '../../../api/orders';
import type { ListParams } from '../../../api/resource';
import { ExportJobButton } from '../../../components/export/ExportJobButton';

/** Exports the order list's current filters and tab as XLSX. */
export function ExportOrdersButton({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const e = (k: string) => t(`orders.export.${k}`);
  return (
    <ExportJobButton
      params={params}
      api="IndentExport"
      start={orderActions.exportAll}
      download={downloadOrdersExport}
      texts={{
        button: t('orders.actions.export'),
        title: e('title'),
        running: e('running'),
        done: (rows) => t('orders.export.done', { count: rows }),
        failed: e('failed'),
        download: e('download'),
      }}
    />
  );
}
