import { fieldLimits, powerInputSchema } from '@bo/contract';
import { Alert, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PowerInput, type PowerNode, useSavePower } from '../../../api/powers';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { maxRule, requiredRule } from '../../../components/resource/rules';
import { MENU_ICON_NAMES, MenuIcon } from '../../../layout/sidebar/MenuIcon';
import { powerTitle } from './powerTree';

/** What the server accepts, shown by the form before anything is sent. */
const LIMITS = fieldLimits(powerInputSchema);

interface Values {
  pid?: number;
  title: string;
  api?: string;
  url?: string;
  icon?: string;
  sort: number;
  shown: boolean;
}

/** Create or edit a permission; api and parent group: fill in at least one. */
export function PowerForm({
  row,
  groups,
  onClose,
}: {
  row: PowerNode | null;
  /** Possible parent groups (the top two levels). */
  groups: PowerNode[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSavePower();
  const label = (f: string) => t(`resources.power.fields.${f}`);
  const title = (n: PowerNode) => powerTitle(n.title, (k) => i18n.exists(k), t);
  const options = [
    { value: 0, label: t('system.power.topLevel') },
    ...groups.map((g) => ({
      value: g.id,
      label: `${title(g)}${g.api ? ` (${g.api})` : ''}`,
      disabled: g.id === row?.id,
    })),
  ];
  const eitherRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: () =>
      getFieldValue('api') || getFieldValue('pid')
        ? Promise.resolve()
        : Promise.reject(new Error(t('system.power.apiOrParent'))),
  });
  return (
    <ResourceFormModal<Values, PowerInput>
      open
      title={t(row ? 'system.power.editTitle' : 'system.power.createTitle')}
      labelPrefix="resources.power.fields"
      initialValues={
        row
          ? {
              pid: row.pid,
              title: row.title,
              api: row.api ?? '',
              url: row.url ?? '',
              icon: row.icon ?? '',
              sort: row.sort,
              shown: row.state === 1,
            }
          : { pid: 0, sort: 0, shown: true }
      }
      toPayload={(v) => ({
        pid: v.pid ?? 0,
        title: v.title?.trim() ?? '',
        api: v.api?.trim() ?? '',
        url: v.url?.trim() ?? '',
        icon: v.icon?.trim() ?? '',
        sort: v.sort ?? 0,
        state: v.shown ? 1 : 0,
        ...(row?.version !== undefined ? { version: row.version } : {}),
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('system.power.apiOrParent')} />
      <Form.Item name="pid" label={label('pid')} dependencies={['api']} rules={[eitherRule]}>
        <Select showSearch optionFilterProp="label" options={options} />
      </Form.Item>
      <Form.Item
        name="title"
        label={label('title')}
        rules={[requiredRule(t, label('title')), maxRule(t, label('title'), LIMITS.title.max)]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item
        name="api"
        label={label('api')}
        extra={t('system.power.listHint')}
        dependencies={['pid']}
        rules={[eitherRule, maxRule(t, label('api'), LIMITS.api.max)]}
      >
        {/* The api is the name roles hold and the server checks: the server refuses to change it. */}
        <Input placeholder="GoodList" disabled={Boolean(row)} />
      </Form.Item>
      <Form.Item name="url" label={label('url')} rules={[maxRule(t, label('url'), LIMITS.url.max)]}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="icon" label={label('icon')} rules={[maxRule(t, label('icon'), LIMITS.icon.max)]}>
        <Select
          allowClear
          showSearch
          optionFilterProp="value"
          options={MENU_ICON_NAMES.map((name) => ({
            value: name,
            label: (
              <Space>
                <MenuIcon name={name} />
                {name}
              </Space>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item name="sort" label={label('sort')}>
        <InputNumber min={LIMITS.sort.min} max={LIMITS.sort.max} precision={0} />
      </Form.Item>
      <Form.Item name="shown" label={label('state')} valuePropName="checked">
        <Switch checkedChildren={t('system.power.shown')} unCheckedChildren={t('system.power.hidden')} />
      </Form.Item>
    </ResourceFormModal>
  );
}
