import { type AssetInput, assetInputSchema } from '@bo/contract';
import { App, Card, Form, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateAsset } from '../../../../api/assets';
import { applyFieldErrors } from '../../../../api/form-errors';
import { SaveAndBack } from '../../../../components/resource/SaveAndBack';
import { schemaErrors } from '../../../../components/resource/schemaErrors';
import { useLeaveForm } from '../../../../components/resource/useLeaveForm';
import { useTagActions } from '../../../../layout/tags/useTagActions';
import { useSession } from '../../../../stores/session';
import { assetPaths } from '../shared/paths';
import { AssetFields } from './AssetFields';
import { AttachmentsInput } from './AttachmentsInput';
import { type AssetFormValues, newAssetValues, toAssetInput } from './assetFormModel';

/**
 * SelfAssetsCreate: registers an asset. Tab moves through the fields and Enter saves; the generated
 * code is shown and the asset's detail opens. Nothing typed is lost when saving fails.
 */
export function AssetCreatePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const leaveForm = useLeaveForm();
  const navigate = useNavigate();
  const { finishForm } = useTagActions();
  const { info } = useSession();
  const create = useCreateAsset();
  const [form] = Form.useForm<AssetFormValues>();
  const organizationId = info?.organization_id ?? null;
  const [initial] = useState(() => newAssetValues(organizationId));
  // The caller's unit by default, also when userInfo arrives after the page (a refresh).
  useEffect(() => {
    if (organizationId !== null && form.getFieldValue('organization_id') == null)
      form.setFieldValue('organization_id', organizationId);
  }, [form, organizationId]);

  const submit = async () => {
    const payload = toAssetInput(form.getFieldsValue(true) as AssetFormValues);
    const errors = schemaErrors(assetInputSchema, payload, t, 'assets.asset.fields', (k) => i18n.exists(k));
    if (Object.keys(errors).length > 0) {
      form.setFields(Object.entries(errors).map(([name, text]) => ({ name: name as never, errors: [text] })));
      return;
    }
    try {
      // Checked by the schema just above.
      const asset = await create.mutateAsync(payload as AssetInput);
      message.success(t('assets.asset.created', { code: asset.code }));
      finishForm(assetPaths.detail(asset.id));
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  const leave = () => leaveForm(form.isFieldsTouched(), () => navigate(assetPaths.self));

  return (
    <Form<AssetFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      scrollToFirstError
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title={t('assets.asset.createTitle')}>
          <AssetFields withOwnership={info?.data_scope === 'all'} />
        </Card>
        <Card title={t('assets.asset.fields.attachments')}>
          <Form.Item name="attachments" noStyle>
            <AttachmentsInput />
          </Form.Item>
        </Card>
        <SaveAndBack saving={create.isPending} backLabel={t('assets.asset.actions.back')} onBack={leave} />
      </Space>
    </Form>
  );
}
