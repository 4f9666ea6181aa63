import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type LanguageInput, type LanguageRow, useSaveLanguage } from '../../../api/languages';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { maxRule, requiredRule } from '../../../components/resource/rules';

interface Values {
  name: string;
  code: string;
  sort: number;
  enabled: boolean;
}

/** Create or edit a language. */
export function LanguageForm({ row, onClose }: { row: LanguageRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLanguage();
  const label = (f: string) => t(`resources.language.fields.${f}`);
  return (
    <ResourceFormModal<Values, LanguageInput>
      open
      title={t(row ? 'system.language.editTitle' : 'system.language.createTitle')}
      labelPrefix="resources.language.fields"
      initialValues={
        row
          ? { name: row.name, code: row.code, sort: row.sort, enabled: row.state === 1 }
          : { sort: 0, enabled: true }
      }
      toPayload={(v) => ({
        name: v.name,
        code: v.code,
        sort: v.sort ?? 0,
        state: v.enabled ? 1 : 0,
        ...(row?.version !== undefined ? { version: row.version } : {}),
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
      width={480}
    >
      <Form.Item
        name="name"
        label={label('name')}
        rules={[requiredRule(t, label('name')), maxRule(t, label('name'), 32)]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item
        name="code"
        label={label('code')}
        rules={[requiredRule(t, label('code')), maxRule(t, label('code'), 16)]}
      >
        <Input disabled={row !== null && ['zh', 'en'].includes(row.code)} />
      </Form.Item>
      <Form.Item name="sort" label={label('sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={label('state')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ResourceFormModal>
  );
}
