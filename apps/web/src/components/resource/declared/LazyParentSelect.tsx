import type { LazyNode } from '@bo/contract';
import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';

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
  /** The records under one (0: the top), as the lazy tree's client reads them. */
  load: (parentId: number) => Promise<LazyNode[]>;
  /** The "no parent" choice. */
  top: string;
  /** Names a record (its first field). */
  title: (node: LazyNode) => string;
  /** Ancestors of the current parent, top first, so its name shows before its level loads. */
  known?: readonly { id: number; name: string }[];
  /** The record being edited: it and what it holds cannot become its parent. */
  selfId?: number;
  id?: string;
}

/** Picks the parent of a lazy tree's record (0 at the top); the top loads first, deeper levels when opened. */
export function LazyParentSelect({ value, onChange, load, top, title, known = [], selfId, id }: Props) {
  const first: Option = { id: 0, pId: -1, value: 0, title: top, isLeaf: true };
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
    // Records holding nothing (districts) show as leaves.
    const children = await load(parentId);
    setOptions((prev) => {
      const seen = new Set(prev.map((o) => o.id));
      const fresh = children
        .filter((c) => !seen.has(c.id))
        .map((c) => ({
          id: c.id,
          pId: parentId,
          value: c.id,
          title: title(c),
          isLeaf: !c.has_children,
          disabled: c.id === selfId,
        }));
      return [...prev, ...fresh];
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the top loads once.
  useEffect(() => {
    void add(0);
  }, []);

  return (
    <TreeSelect
      id={id}
      showSearch
      treeNodeFilterProp="title"
      treeDataSimpleMode={{ id: 'id', pId: 'pId' }}
      treeData={[first, ...options]}
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
