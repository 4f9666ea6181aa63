import { type RegionNode, regionResource } from '@bo/contract';
import { useCallback, useEffect, useState } from 'react';
import { lazyTreeApi } from '../../api/lazyTree';

const regions = lazyTreeApi(regionResource);

/** The seeded regions as far as they were opened: provinces first, children when a node opens. */
export function useRegionNodes() {
  const [nodes, setNodes] = useState<RegionNode[]>([]);
  const load = useCallback(async (parentId: number) => {
    const children = await regions.children(parentId);
    setNodes((prev) => {
      const seen = new Set(prev.map((n) => n.id));
      return [...prev, ...children.filter((c) => !seen.has(c.id))];
    });
  }, []);
  useEffect(() => {
    void load(0);
  }, [load]);
  return { nodes, load };
}
