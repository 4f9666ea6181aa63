import { App, Button, Space, Table, type TableColumnType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors';
import { type PowerNode, useDestroyPower, usePowerTree, useRefreshPowers } from '../../../api/powers';
import { Permission } from '../../../auth/Permission';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { useEditing } from '../../../components/resource/useEditing';
import { MenuIcon } from '../../../layout/sidebar/MenuIcon';
import { PowerForm } from './PowerForm';
import { powerTitle } from './powerTree';

/** Groups and pages (two levels): the parents a permission can have. */
function parentCandidates(nodes: readonly PowerNode[]): PowerNode[] {
  return nodes.flatMap((g) => [g, ...(g.children ?? [])]);
}

/**
 * Leaves without an expand icon: antd shows one for any `children` array, so a leaf's empty one is left
 * out (the table reads a missing `children` as a leaf; nothing else sees these rows).
 */
function withoutEmptyChildren(nodes: readonly PowerNode[]): PowerNode[] {
  return nodes.map(({ children, ...node }) =>
    children.length ? { ...node, children: withoutEmptyChildren(children) } : (node as PowerNode),
  );
}

/** PowerList: the permission tree; create, edit, delete and "refresh permissions". */
export function PowerListPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const tree = usePowerTree();
  const destroy = useDestroyPower();
  const refresh = useRefreshPowers();
  const editing = useEditing<PowerNode>();
  const label = (f: string) => t(`resources.power.fields.${f}`);

  const onRefresh = async () => {
    const { added } = await refresh.mutateAsync().catch(() => ({ added: null }));
    if (added === null) return;
    modal.info({
      title: added.length
        ? t('system.power.refreshed', { count: added.length })
        : t('system.power.refreshedNone'),
      content: added.length ? (
        <Space wrap>
          {added.map((api) => (
            <Tag key={api}>{api}</Tag>
          ))}
        </Space>
      ) : null,
    });
  };

  const columns: TableColumnType<PowerNode>[] = [
    { key: 'title', title: label('title'), render: (_, r) => powerTitle(r.title, (k) => i18n.exists(k), t) },
    { key: 'icon', title: label('icon'), render: (_, r) => (r.icon ? <MenuIcon name={r.icon} /> : null) },
    { key: 'api', title: label('api'), dataIndex: 'api' },
    { key: 'url', title: label('url'), dataIndex: 'url', ellipsis: true },
    { key: 'sort', title: label('sort'), dataIndex: 'sort' },
    {
      key: 'state',
      title: label('state'),
      render: (_, r) =>
        r.state === 1 ? (
          <Tag color="success">{t('system.power.shown')}</Tag>
        ) : (
          <Tag>{t('system.power.hidden')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      render: (_, r) => (
        <Space size={0}>
          <Permission api="PowerEdit">
            <Button type="link" size="small" onClick={() => editing.edit(r)}>
              {t('resources.common.edit')}
            </Button>
          </Permission>
          <DeleteButton api="PowerDestroy" onConfirm={() => destroy.mutateAsync(r.id)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Permission api="PowerCreate">
          <Button type="primary" onClick={editing.create}>
            {t('resources.common.create')}
          </Button>
        </Permission>
        <Permission api="PowerRefresh">
          <Button loading={refresh.isPending} onClick={() => void onRefresh()}>
            {t('system.power.refresh')}
          </Button>
        </Permission>
      </Space>
      <Table<PowerNode>
        rowKey="id"
        columns={columns}
        dataSource={withoutEmptyChildren(tree.data ?? [])}
        loading={tree.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={
          tree.isError ? { emptyText: errorMessage(tree.error, t('resources.common.loadError')) } : undefined
        }
      />
      {editing.open ? (
        <PowerForm row={editing.row} groups={parentCandidates(tree.data ?? [])} onClose={editing.close} />
      ) : null}
    </>
  );
}
