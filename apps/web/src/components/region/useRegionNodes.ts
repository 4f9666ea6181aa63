import { useCallback, useEffect, useState } from 'react';
import { fetchRegionChildren, type RegionNode } from '../../api/regions';

/** The seeded regions as far as they were opened: provinces first, children when a node opens. */
export function useRegionNodes() {
  const [nodes, setNodes] = useState<RegionNode[]>([]);
  const load = useCallback(async (parentId: number) => {
    const children = await fetchRegionChildren(parentId);
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
