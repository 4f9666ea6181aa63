import { type ConfigGroups, type ConfigUpdate, configUpdateSchema, type SettingGroup } from '@bo/contract';
import { Alert, App, Button, Form, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { schemaErrors } from '../../../components/resource/schemaErrors';
import { SettingField } from './SettingField';

type Values = Record<string, string | number | null>;

export interface ConfigFormProps {
  groups: ConfigGroups;
  /** Holder of ConfigEdit: without it the form is read-only. */
  canEdit: boolean;
  /** Saves the changed settings; returns the server's success text. */
  onSave: (changes: ConfigUpdate) => Promise<string>;
}

/**
 * ConfigDetail's form: a tab per group, the input for each setting's type, the contract's validation
 * before sending and the server's field messages after. Only changed settings are sent.
 */
export function ConfigForm({ groups, canEdit, onSave }: ConfigFormProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [tab, setTab] = useState<SettingGroup>(groups[0]?.group ?? 'site');
  const [saving, setSaving] = useState(false);

  const initial = useMemo<Values>(
    () => Object.fromEntries(groups.flatMap((g) => g.settings.map((s) => [s.name, s.value]))),
    [groups],
  );
  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const groupOf = (name: string) => groups.find((g) => g.settings.some((s) => s.name === name))?.group;

  const showErrors = (errors: [string, string[]][]) => {
    form.setFields(errors.map(([name, texts]) => ({ name, errors: texts })));
    const first = errors.map(([name]) => groupOf(name)).find(Boolean);
    if (first) setTab(first);
  };

  const onFinish = async () => {
    const values = form.getFieldsValue(true) as Values;
    const changes = Object.fromEntries(
      Object.entries(values).filter(([name, value]) => name in initial && value !== initial[name]),
    ) as ConfigUpdate;
    if (Object.keys(changes).length === 0) {
      message.info(t('system.config.noChanges'));
      return;
    }
    const local = schemaErrors(configUpdateSchema, changes, t, 'resources.config.fields', (k) =>
      i18n.exists(k),
    );
    if (Object.keys(local).length > 0) {
      showErrors(Object.entries(local).map(([name, text]) => [name, [text]]));
      return;
    }
    setSaving(true);
    try {
      const text = await onSave(changes);
      message.success(text || t('resources.common.saved'));
    } catch (error) {
      if (isApiError(error)) showErrors(Object.entries(error.errors).filter(([name]) => name in initial));
    } finally {
      setSaving(false);
    }
  };

  const onFinishFailed = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    const first = groupOf(String(errorFields[0]?.name[0] ?? ''));
    if (first) setTab(first);
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      disabled={!canEdit}
    >
      {canEdit ? null : (
        <Alert type="info" showIcon title={t('system.config.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as SettingGroup)}
        items={groups.map((g) => ({
          key: g.group,
          label: t(`system.config.tabs.${g.group}`),
          forceRender: true,
          children: g.settings.map((s) => <SettingField key={s.name} setting={s} disabled={!canEdit} />),
        }))}
      />
      {canEdit ? (
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('resources.common.save')}
        </Button>
      ) : null}
    </Form>
  );
}
