import type { RegionNode } from '@bo/contract';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionNodes } from './useRegionNodes';

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

const optionsOf = (nodes: readonly RegionNode[], parentId: number): Option[] =>
  nodes
    .filter((n) => n.parent_id === parentId)
    .map((n) => {
      const children = optionsOf(nodes, n.id);
      return {
        value: n.code,
        label: n.name,
        isLeaf: !n.has_children,
        ...(children.length ? { children } : {}),
      };
    });

/** One region down to the district, loaded level by level; returns the chosen region's code. */
export function RegionCascader({
  onChange,
  id,
}: {
  onChange?: (code: string | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { nodes, load } = useRegionNodes();
  return (
    <Cascader<Option>
      id={id}
      options={optionsOf(nodes, 0)}
      placeholder={t('sales.freight.pickDestination')}
      changeOnSelect
      loadData={(path) => {
        const last = path.at(-1);
        const found = nodes.find((n) => n.code === last?.value);
        if (found) void load(found.id);
      }}
      onChange={(path) => onChange?.(path?.at(-1) ? String(path.at(-1)) : undefined)}
      style={{ width: 280 }}
    />
  );
}
