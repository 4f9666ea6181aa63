import type { PluginManifestInput } from '@bo/contract';
import { Alert, App, Button, Card, Form, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { useRegisterPlugin } from '../../../api/plugins';
import { Permission } from '../../../auth/Permission';
import { useTagActions } from '../../../layout/tags/useTagActions';

const EXAMPLE = JSON.stringify(
  {
    code: 'coupon',
    name: '优惠券',
    version: '1.0.0',
    author: 'Your team',
    description: 'Coupons for members',
    category: 'other',
    settings: [
      { key: 'max_per_member', label_zh: '每人上限', label_en: 'Per member', type: 'number', default: 3 },
    ],
    permissions: [],
  },
  null,
  2,
);

/** PlugInCreate: registers a plug-in from its manifest (pasted or read from a .json file). */
export function PlugInCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { finishForm } = useTagActions();
  const register = useRegisterPlugin();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  const submit = async () => {
    let manifest: PluginManifestInput;
    try {
      manifest = JSON.parse(text) as PluginManifestInput;
    } catch {
      setProblems([t('system.plugin.badJson')]);
      return;
    }
    try {
      const created = await register.mutateAsync(manifest);
      message.success(t('system.plugin.registered', { name: created.name }));
      finishForm(`/system/plug-in/edit/${created.id}`);
    } catch (error) {
      // Each field's message already names the field; transport errors were toasted by the client.
      setProblems(isApiError(error) ? Object.values(error.errors).flat() : []);
    }
  };

  return (
    <Card title={t('system.plugin.register')}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('system.plugin.manifest')} extra={t('system.plugin.manifestHint')}>
          <Input.TextArea
            aria-label={t('system.plugin.manifest')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 12, maxRows: 30 }}
            placeholder={EXAMPLE}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
        {problems.length > 0 ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={problems.map((p) => <div key={p}>{p}</div>)}
          />
        ) : null}
        <Space>
          <Upload
            accept=".json,application/json"
            showUploadList={false}
            beforeUpload={async (file) => {
              setText(await file.text());
              setProblems([]);
              return false;
            }}
          >
            <Button>{t('system.plugin.readFile')}</Button>
          </Upload>
          <Button onClick={() => setText(EXAMPLE)}>{t('system.plugin.example')}</Button>
          <Permission api="PlugInCreate">
            <Button type="primary" htmlType="submit" loading={register.isPending} disabled={!text.trim()}>
              {t('system.plugin.register')}
            </Button>
          </Permission>
        </Space>
      </Form>
    </Card>
  );
}
