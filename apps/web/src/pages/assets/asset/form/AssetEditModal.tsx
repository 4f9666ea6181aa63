import { type AssetRow, assetEditSchema } from '@bo/contract';
import { Form, type FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type AssetDetail, type AssetEditInput, useAssetDetail, useEditAsset } from '../../../../api/assets';
import { ResourceFormModal } from '../../../../components/resource/ResourceFormModal';
import { AssetFields } from './AssetFields';
import { AttachmentsInput } from './AttachmentsInput';
import { type AssetEditDraft, type AssetFormValues, assetValues, toAssetEditInput } from './assetFormModel';

/** Fills the form once the detail arrives, and only once: a later refetch never overwrites typing. */
function Prefill({ form, detail }: { form: FormInstance<AssetFormValues>; detail: AssetDetail | undefined }) {
  const filled = useRef(false);
  useEffect(() => {
    if (!detail || filled.current) return;
    filled.current = true;
    form.setFieldsValue(assetValues(detail));
  }, [form, detail]);
  return null;
}

/** AssetsEdit: the registration fields of an asset (its attachments come with the detail), version-checked. */
export function AssetEditModal({ row, onClose }: { row: AssetRow; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useAssetDetail(row.id).data;
  const edit = useEditAsset();
  return (
    <ResourceFormModal<AssetFormValues, AssetEditDraft>
      open
      loading={!detail}
      title={`${t('assets.asset.editTitle')} ${row.code}`}
      labelPrefix="assets.asset.fields"
      schema={assetEditSchema}
      toPayload={(v) => toAssetEditInput(v, detail ?? { ...row, attachments: [], open_form: null })}
      // The modal checked the payload against the schema before this.
      onSubmit={(input) => edit.mutateAsync(input as AssetEditInput)}
      onClose={onClose}
      width={860}
    >
      {(form) => (
        <>
          <Prefill form={form} detail={detail} />
          <AssetFields withOwnership={false} />
          <Form.Item name="attachments" label={t('assets.asset.fields.attachments')}>
            <AttachmentsInput />
          </Form.Item>
        </>
      )}
    </ResourceFormModal>
  );
}
