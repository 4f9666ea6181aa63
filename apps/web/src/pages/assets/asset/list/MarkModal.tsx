import { ASSET_MARKS, type AssetMark, assetMarkSchema } from '@bo/contract';
import { Checkbox, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMarkAssets } from '../../../../api/assets';
import { ResourceFormModal } from '../../../../components/resource/ResourceFormModal';

export interface Marking {
  ids: number[];
  /** The marks to start from (one asset's current marks; none for a batch). */
  marks: AssetMark[];
  onDone?: () => void;
}

/** AssetsMark: replaces the marks of one or several assets. */
export function MarkModal({ marking, onClose }: { marking: Marking; onClose: () => void }) {
  const { t } = useTranslation();
  const mark = useMarkAssets();
  return (
    <ResourceFormModal<{ marks: AssetMark[] }, { ids: number[]; marks: AssetMark[] }>
      open
      title={t('assets.asset.markTitle')}
      labelPrefix="assets.asset.fields"
      schema={assetMarkSchema}
      initialValues={{ marks: marking.marks }}
      toPayload={(v) => ({ ids: marking.ids, marks: v.marks ?? [] })}
      onSubmit={(input) => mark.mutateAsync(input).then(marking.onDone)}
      onClose={onClose}
      width={480}
    >
      <Typography.Paragraph type="secondary">{t('assets.asset.markHint')}</Typography.Paragraph>
      <Form.Item name="marks" label={t('assets.asset.fields.marks')}>
        <Checkbox.Group
          options={ASSET_MARKS.map((m) => ({ value: m, label: t(`assets.asset.marks.${m}`) }))}
        />
      </Form.Item>
    </ResourceFormModal>
  );
}
