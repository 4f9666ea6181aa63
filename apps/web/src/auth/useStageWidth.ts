import { type RefCallback, useCallback, useRef, useState } from 'react';

/** The rendered width of an element, kept current with a ResizeObserver (0 where none is available). */
export function useStageWidth(): [RefCallback<HTMLDivElement>, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.current.observe(node);
  }, []);
  return [ref, width];
}
