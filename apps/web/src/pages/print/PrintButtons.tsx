import { PrinterOutlined } from '@ant-design/icons';
import type { FormKind } from '@bo/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PRINT_RECORDS, openPrint, printPaths } from './papers';

/** The orders' delivery slips and their picking list, each opened in a tab of its own. */
export function OrderPrintButtons({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const disabled = ids.length === 0 || ids.length > MAX_PRINT_RECORDS;
  const title = ids.length > MAX_PRINT_RECORDS ? t('print.tooMany', { max: MAX_PRINT_RECORDS }) : undefined;
  return (
    <>
      <Button
        icon={<PrinterOutlined />}
        disabled={disabled}
        title={title}
        onClick={() => openPrint(printPaths.orders(ids, 'slip'))}
      >
        {t('print.open.slips')}
      </Button>
      <Button
        icon={<PrinterOutlined />}
        disabled={disabled}
        title={title}
        onClick={() => openPrint(printPaths.orders(ids, 'picking'))}
      >
        {t('print.open.picking')}
      </Button>
    </>
  );
}

/** A form on paper, with its lines and approval trail; a verification as the sheet to walk with. */
export function FormPrintButton({ kind, id }: { kind: FormKind; id: number }) {
  const { t } = useTranslation();
  return (
    <Button icon={<PrinterOutlined />} onClick={() => openPrint(printPaths.form(kind, id))}>
      {t(kind === 'verify' ? 'print.open.sheet' : 'print.open.form')}
    </Button>
  );
}
