import { Empty, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiName } from './ApiName';
import { effectiveTree, type HeldNode } from './effectiveTree';

const toData = (nodes: readonly HeldNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.key,
    // A group or page shown only for what is held below it is greyed: it is not held itself.
    title: <ApiName api={n.api} muted={!n.held} />,
    children: n.children.length > 0 ? toData(n.children) : undefined,
  }));

/** Held permissions as a read-only tree, group → page → actions, each with its api name. */
export function EffectiveTree({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const tree = useMemo(() => effectiveTree(permissions), [permissions]);
  if (permissions.length === 0) return <Empty description={t('system.effective.none')} />;
  return (
    <>
      <Tree
        showLine
        defaultExpandAll
        selectable={false}
        treeData={toData(tree.groups)}
        aria-label={t('system.effective.permissions')}
        style={{ maxHeight: 420, overflow: 'auto' }}
      />
      {tree.others.length > 0 ? (
        <Space wrap size={4} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t('system.effective.others')}</Typography.Text>
          {tree.others.map((api) => (
            <Tag key={api}>{api}</Tag>
          ))}
        </Space>
      ) : null}
    </>
  );
}
