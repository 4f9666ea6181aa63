import { Alert, Spin, Tree, theme } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type PowerNode, usePowerTree } from '../../../api/powers';
import { allPowerIds, powerTitle, toggleCheck } from './powerTree';

export interface PermissionTreeProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** The `admin` role: shown holding everything, not editable. */
  holdsAll?: boolean;
}

/** Form control for `permission_ids`: a checkable tree of `GET power?all=1`. */
export function PermissionTree({ value = [], onChange, holdsAll = false }: PermissionTreeProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const tree = usePowerTree();
  const nodes = tree.data ?? [];
  const toData = useMemo(() => {
    const convert = (list: readonly PowerNode[]): DataNode[] =>
      list.map((n) => ({
        key: n.id,
        title: powerTitle(n.title, (k) => i18n.exists(k), t),
        disabled: holdsAll,
        children: n.children?.length ? convert(n.children) : undefined,
      }));
    return convert;
  }, [t, i18n, holdsAll]);

  if (tree.isLoading) return <Spin />;
  if (tree.isError) return <Alert type="error" title={t('resources.common.loadError')} />;
  const checked = holdsAll ? allPowerIds(nodes) : value;
  return (
    <>
      {holdsAll ? (
        <Alert type="info" showIcon title={t('system.manage.adminHolds')} style={{ marginBottom: 8 }} />
      ) : null}
      <Tree
        checkable
        checkStrictly
        defaultExpandAll
        selectable={false}
        treeData={toData(nodes)}
        checkedKeys={{ checked, halfChecked: [] }}
        onCheck={(_keys, info) => onChange?.(toggleCheck(nodes, value, Number(info.node.key), info.checked))}
        style={{
          maxHeight: 360,
          overflow: 'auto',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: 6,
          padding: 8,
        }}
      />
    </>
  );
}
