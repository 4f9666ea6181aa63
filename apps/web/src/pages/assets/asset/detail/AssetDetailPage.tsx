import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAssetDetail } from '../../../../api/assets';
import { Permission } from '../../../../auth/Permission';
import { LoadState } from '../../../../components/LoadState';
import { useReturnFocus } from '../../../../components/useReturnFocus';
import { AssetEditModal } from '../form/AssetEditModal';
import { LabelSheet } from '../list/LabelSheet';
import { AssetStatusTag, MarkTags, OwnershipTag } from '../shared/AssetTags';
import { AssetAttachments } from './AssetAttachments';
import { AssetHistory } from './AssetHistory';
import { AssetSummary } from './AssetSummary';

/** AssetsDetail: the asset's fields, attachments, the open form holding it and its history. */
export function AssetDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useAssetDetail(valid ? id : undefined);
  const [dialog, setDialog] = useState<'edit' | 'print' | null>(null);
  useReturnFocus(dialog !== null);
  const asset = query.data;
  if (!valid) return <Alert type="error" showIcon title={t('errors.notFound')} />;
  if (!asset) return <LoadState query={query} />;
  const form = asset.open_form;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {asset.code} {asset.name}
            </Typography.Title>
            <AssetStatusTag status={asset.status} />
            <OwnershipTag ownership={asset.ownership} />
            <MarkTags marks={asset.marks} />
          </Space>
          <Space wrap>
            <Permission api="AssetsEdit">
              <Button onClick={() => setDialog('edit')}>{t('resources.common.edit')}</Button>
            </Permission>
            <Button icon={<PrinterOutlined />} onClick={() => setDialog('print')}>
              {t('assets.asset.actions.print')}
            </Button>
            <Button onClick={() => navigate(-1)}>{t('assets.asset.actions.back')}</Button>
          </Space>
        </Space>
        {form ? (
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            title={t('assets.asset.detail.openForm', {
              kind: t(`assetForms.kinds.${form.kind}`),
              number: form.number,
              status: t(`assetForms.statuses.${form.status}`),
            })}
          />
        ) : null}
      </Card>
      <AssetSummary asset={asset} />
      <AssetAttachments attachments={asset.attachments} />
      <AssetHistory assetId={asset.id} />
      {dialog === 'edit' ? <AssetEditModal row={asset} onClose={() => setDialog(null)} /> : null}
      {dialog === 'print' ? <LabelSheet assets={[asset]} onClose={() => setDialog(null)} /> : null}
    </Space>
  );
}
