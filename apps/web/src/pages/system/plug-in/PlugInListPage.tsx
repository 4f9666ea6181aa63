import { App, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type PluginAction, type PluginRow, plugins, usePluginState } from '../../../api/plugins';
import { Permission } from '../../../auth/Permission';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import type { FilterField } from '../../../components/resource/types';
import { useListState } from '../../../components/resource/useListState';

const FILTER_NAMES = ['keyword', 'enabled'];

/** The actions a plug-in offers in its state; built-ins are never uninstalled. */
function actionsFor(row: PluginRow): PluginAction[] {
  if (!row.installed) return ['install'];
  const toggle: PluginAction = row.enabled ? 'disable' : 'enable';
  return row.built_in ? [toggle] : [toggle, 'uninstall'];
}

/** PlugInList: optional modules, their state and actions. */
export function PlugInListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const list = useListState(FILTER_NAMES);
  const query = plugins.useList(list.params);
  const state = usePluginState();
  const destroy = plugins.useDestroy();
  const label = (f: string) => t(`resources.plugin.fields.${f}`);

  const run = (row: PluginRow, action: PluginAction) =>
    modal.confirm({
      title: t(`system.plugin.confirm.${action}`, { name: row.name }),
      content: action === 'disable' || action === 'uninstall' ? t('system.plugin.hidesMenus') : undefined,
      okButtonProps: { danger: action === 'disable' || action === 'uninstall' },
      onOk: async () => {
        await state.mutateAsync({ id: row.id, action });
        message.success(t(`system.plugin.done.${action}`));
      },
    });

  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: label('keyword') },
    {
      kind: 'select',
      name: 'enabled',
      label: label('state'),
      options: [
        { value: '1', label: t('system.plugin.states.enabled') },
        { value: '0', label: t('system.plugin.states.disabled') },
      ],
    },
  ];

  const columns: ResourceColumn<PluginRow>[] = [
    {
      key: 'name',
      title: label('name'),
      render: (r) => (
        <Space>
          {r.name}
          {r.built_in ? <Tag>{t('system.plugin.builtIn')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'code', title: label('code'), sortable: true },
    { key: 'version', title: label('version') },
    { key: 'category', title: label('category'), render: (r) => t(`system.plugin.categories.${r.category}`) },
    { key: 'author', title: label('author') },
    {
      key: 'state',
      title: label('state'),
      render: (r) =>
        !r.installed ? (
          <Tag>{t('system.plugin.states.notInstalled')}</Tag>
        ) : r.enabled ? (
          <Tag color="success">{t('system.plugin.states.enabled')}</Tag>
        ) : (
          <Tag color="warning">{t('system.plugin.states.disabled')}</Tag>
        ),
    },
    {
      key: 'actions',
      can: ['PlugInState', 'PlugInEdit', 'PlugInDestroy'],
      title: t('resources.common.actions'),
      render: (r) => (
        <Space size={0}>
          <Permission api="PlugInState">
            {actionsFor(r).map((action) => (
              <Button
                key={action}
                type="link"
                size="small"
                danger={action === 'uninstall'}
                onClick={() => run(r, action)}
              >
                {t(`system.plugin.actions.${action}`)}
              </Button>
            ))}
          </Permission>
          <Permission api="PlugInEdit">
            <Button type="link" size="small" onClick={() => navigate(`/system/plug-in/edit/${r.id}`)}>
              {t('system.plugin.settings')}
            </Button>
          </Permission>
          <DeleteButton
            api="PlugInDestroy"
            disabledReason={r.built_in ? t('system.plugin.builtInKept') : undefined}
            onConfirm={() => destroy.mutateAsync(r.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <ResourceTable<PluginRow>
      list={list}
      query={query}
      columns={columns}
      filters={filters}
      toolbar={
        <Permission api="PlugInCreate">
          <Button type="primary" onClick={() => navigate('/system/plug-in/create')}>
            {t('system.plugin.register')}
          </Button>
        </Permission>
      }
    />
  );
}
