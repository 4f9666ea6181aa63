import type { FreightRegion } from '@bo/contract';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionNodes } from './useRegionNodes';

/**
 * Several regions of the seeded tree (a province stands for all of it), kept as `{code, name}` so the
 * choice shows by name before its level is loaded again.
 */
export function RegionMultiSelect({
  value = [],
  onChange,
  id,
}: {
  value?: FreightRegion[];
  onChange?: (value: FreightRegion[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { nodes, load } = useRegionNodes();
  return (
    <TreeSelect
      id={id}
      multiple
      treeCheckable
      labelInValue
      showSearch
      treeNodeFilterProp="title"
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      placeholder={t('sales.freight.pickRegions')}
      treeDataSimpleMode={{ id: 'id', pId: 'pId' }}
      treeData={nodes.map((n) => ({
        id: n.id,
        pId: n.parent_id,
        value: n.code,
        title: n.name,
        isLeaf: !n.has_children,
      }))}
      value={value.map((r) => ({ value: r.code, label: r.name }))}
      onChange={(chosen: { value: string; label: string }[]) =>
        onChange?.(chosen.map((c) => ({ code: String(c.value), name: String(c.label) })))
      }
      loadData={async (node) => {
        const found = nodes.find((n) => n.code === node.value);
        if (found) await load(found.id);
      }}
      style={{ width: '100%', minWidth: 240 }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
    />
  );
}
