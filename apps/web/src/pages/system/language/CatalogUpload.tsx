import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { toastError } from '../../../api/feedback';
import { useUploadCatalog } from '../../../api/languages';
import { type CatalogOutcome, CatalogOutcomeDialog } from './CatalogOutcomeDialog';
import { readCatalogFile } from './catalogFile';

/**
 * "Upload catalog" of a language row: a JSON file, checked by the server. A refused catalog's keys stay
 * in a dialog until it is closed: they are what the translator has to fix, too many for a toast.
 */
export function CatalogUpload({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadCatalog();
  const [outcome, setOutcome] = useState<CatalogOutcome | null>(null);

  const send = async (file: File) => {
    const read = await readCatalogFile(file, t);
    if ('problem' in read) return setOutcome({ kind: 'unreadable', problem: read.problem });
    try {
      const saved = await upload.mutateAsync({ id, catalog: read.catalog });
      if (saved.unknown_count > 0) setOutcome({ kind: 'saved', saved });
      else void message.success(t('system.language.saved', { texts: saved.texts }));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0)
        setOutcome({ kind: 'refused', errors: error.errors });
      else toastError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <Upload
        accept=".json,application/json"
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button type="link" size="small" loading={upload.isPending}>
          {t('system.language.upload')}
        </Button>
      </Upload>
      {outcome ? <CatalogOutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} /> : null}
    </>
  );
}
