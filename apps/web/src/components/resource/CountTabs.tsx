import { formatCompactCount, formatCount } from '@bo/contract';
import { Badge, Space, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useLang } from '../format/Figures';

/** The list tab in the URL (`activeIndex`, 1-based, 1 when missing or out of range) and its setter. */
export function useActiveIndex(tabCount: number): [number, (index: string) => void] {
  const [search, setSearch] = useSearchParams();
  const wanted = Number(search.get('activeIndex'));
  const activeIndex = Number.isInteger(wanted) && wanted >= 1 && wanted <= tabCount ? wanted : 1;
  const setTab = (key: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('activeIndex', key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [activeIndex, setTab];
}

/** A list's tabs, each with its live count (goods, orders, members). */
export function CountTabs<K extends string>({
  tabs,
  activeIndex,
  onChange,
  label,
  counts,
  capped,
  highlight,
}: {
  tabs: readonly K[];
  activeIndex: number;
  onChange: (key: string) => void;
  label: (tab: K) => string;
  counts: Partial<Record<K, number>> | undefined;
  /** The counts are lower bounds (shown "n+"): the server counted part of the rows or stopped at its cap. */
  capped?: boolean;
  /** Tabs whose count is shown in the warning colour (work waiting). */
  highlight?: K;
}) {
  const lang = useLang();
  // Short as a tag is (`1.2w`, `12.3k`), the exact count on hover.
  const count = (tab: K) => {
    const n = counts?.[tab] ?? 0;
    const text = formatCompactCount(n, lang);
    return { text: capped ? `${text}+` : text, exact: capped ? `${formatCount(n)}+` : formatCount(n) };
  };
  return (
    <Tabs
      activeKey={String(activeIndex)}
      onChange={onChange}
      items={tabs.map((tab, i) => ({
        key: String(i + 1),
        label: (
          <Space size={6}>
            {label(tab)}
            <Badge
              count={count(tab).text}
              title={count(tab).exact}
              showZero
              overflowCount={999999}
              color={tab === highlight ? 'orange' : 'blue'}
            />
          </Space>
        ),
      }))}
    />
  );
}
