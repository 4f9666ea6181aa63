import { type AssetRow, assetBindingSchema, fieldLimits } from '@bo/contract';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBindAsset } from '../../../../api/assets';
import { ResourceFormModal } from '../../../../components/resource/ResourceFormModal';
import { requiredRule } from '../../../../components/resource/rules';
import { PlacePicker } from '../shared/pickers';

interface Values {
  tag: string;
  storage_location_id: number | null;
}

/** SelfAssetsBinding: binds a tag (RFID or label code) to the asset, and optionally its place. */
export function BindModal({ row, onClose }: { row: AssetRow; onClose: () => void }) {
  const { t } = useTranslation();
  const bind = useBindAsset();
  const label = (f: string) => t(`assets.asset.fields.${f}`);
  return (
    <ResourceFormModal<Values, { id: number; tag: string; storage_location_id: number | null }>
      open
      title={`${t('assets.asset.bindTitle')} ${row.code}`}
      labelPrefix="assets.asset.fields"
      schema={assetBindingSchema}
      initialValues={{ tag: row.tag, storage_location_id: null }}
      toPayload={(v) => ({
        id: row.id,
        tag: v.tag ?? '',
        storage_location_id: v.storage_location_id ?? null,
      })}
      onSubmit={(input) => bind.mutateAsync(input)}
      onClose={onClose}
      width={520}
    >
      <Typography.Paragraph type="secondary">{t('assets.asset.bindHint')}</Typography.Paragraph>
      <Form.Item name="tag" label={label('tag')} rules={[requiredRule(t, label('tag'))]}>
        <Input autoFocus maxLength={fieldLimits(assetBindingSchema).tag.max} />
      </Form.Item>
      <Form.Item name="storage_location_id" label={label('storage_location_id')}>
        <PlacePicker placeholder={row.place_name ?? undefined} />
      </Form.Item>
    </ResourceFormModal>
  );
}
