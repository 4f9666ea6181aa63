import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRegionChildren } from '../../../api/regions';

interface Option {
  id: number;
  pId: number;
  value: number;
  title: string;
  isLeaf: boolean;
  disabled?: boolean;
}

interface Props {
  value?: number;
  onChange?: (value: number) => void;
  /** Ancestors of the current parent, top first, so its name shows before its level loads. */
  known?: readonly { id: number; name: string }[];
  /** The region being edited: it and its children cannot become its parent. */
  selfId?: number;
  id?: string;
}

/** Picks a parent region (0 = top level); provinces load first, deeper levels when a node opens. */
export function RegionParentSelect({ value, onChange, known = [], selfId, id }: Props) {
  const { t } = useTranslation();
  const top: Option = { id: 0, pId: -1, value: 0, title: t('system.region.top'), isLeaf: true };
  const [options, setOptions] = useState<Option[]>(() =>
    known.map((k, i) => ({
      id: k.id,
      pId: known[i - 1]?.id ?? 0,
      value: k.id,
      title: k.name,
      isLeaf: false,
    })),
  );

  const add = async (parentId: number) => {
    // Cities hold districts (level 3), which cannot be parents: they show as leaves.
    const children = await fetchRegionChildren(parentId);
    setOptions((prev) => {
      const seen = new Set(prev.map((o) => o.id));
      const fresh = children
        .filter((c) => !seen.has(c.id))
        .map((c) => ({
          id: c.id,
          pId: parentId,
          value: c.id,
          title: c.name,
          isLeaf: !c.has_children,
          disabled: c.id === selfId,
        }));
      return [...prev, ...fresh];
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: provinces load once.
  useEffect(() => {
    void add(0);
  }, []);

  return (
    <TreeSelect
      id={id}
      showSearch
      treeNodeFilterProp="title"
      treeDataSimpleMode={{ id: 'id', pId: 'pId' }}
      treeData={[top, ...options]}
      value={value}
      onChange={(v: number) => onChange?.(v)}
      loadData={async (node) => {
        const nodeId = Number(node.value);
        if (nodeId !== selfId) await add(nodeId);
      }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
    />
  );
}
