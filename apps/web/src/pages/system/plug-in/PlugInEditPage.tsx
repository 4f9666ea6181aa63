import { Alert, App, Button, Card, Descriptions, Form, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyFieldErrors } from '../../../api/form-errors';
import { plugins, useSavePluginSettings } from '../../../api/plugins';
import { Permission } from '../../../auth/Permission';
import { PluginSettingsFields, settingsFormValues } from './PluginSettingsFields';

/** PlugInEdit: a plug-in's manifest and a settings form generated from its settings schema. */
export function PlugInEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const plugin = plugins.useDetail(Number.isInteger(id) && id > 0 ? id : undefined);
  const save = useSavePluginSettings();
  const [form] = Form.useForm();
  const row = plugin.data;
  if (plugin.isLoading) return <Spin />;
  if (!row) return <Alert type="error" showIcon message={t('system.plugin.notFound')} />;

  const fields = row.manifest.settings;
  const onFinish = async (values: Record<string, string | number | boolean | null>) => {
    try {
      await save.mutateAsync({ id: row.id, settings: values, version: row.row_version });
      message.success(t('resources.common.saved'));
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={row.name}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('resources.plugin.fields.code')}>{row.code}</Descriptions.Item>
          <Descriptions.Item label={t('resources.plugin.fields.version')}>{row.version}</Descriptions.Item>
          <Descriptions.Item label={t('resources.plugin.fields.author')}>{row.author}</Descriptions.Item>
          <Descriptions.Item label={t('resources.plugin.fields.category')}>
            {t(`system.plugin.categories.${row.category}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('resources.plugin.fields.description')} span={2}>
            {row.description}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('system.plugin.settings')}>
        <Form
          key={`${row.id}-${row.row_version}`}
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={settingsFormValues(fields, row.settings)}
          onFinish={onFinish}
        >
          <PluginSettingsFields fields={fields} />
          <Space>
            <Button onClick={() => navigate('/system/plug-in')}>{t('system.plugin.back')}</Button>
            {fields.length > 0 ? (
              <Permission api="PlugInEdit">
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('resources.common.save')}
                </Button>
              </Permission>
            ) : null}
          </Space>
        </Form>
      </Card>
    </Space>
  );
}
