import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface PlainListItem {
  key: string | number;
  /** Drawn before the title (a picture). */
  avatar?: ReactNode;
  title: ReactNode;
  /** Drawn at the end of the row (a figure, a date). */
  extra?: ReactNode;
}

/**
 * The dashboard's short lists, drawn as antd's List draws them (rows split by a line, the same paddings
 * for its default and small sizes). antd's List brings pagination and, through it, Select along: about 35 KB on the first view
 * for lists that never page.
 */
export function PlainList({ items, size }: { items: PlainListItem[]; size?: 'small' }) {
  const { token } = theme.useToken();
  const padding = size === 'small' ? `${token.paddingXS}px ${token.padding}px` : `${token.paddingSM}px 0`;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        <li
          key={item.key}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.margin,
            padding,
            borderTop: i === 0 ? undefined : `${token.lineWidth}px solid ${token.colorSplit}`,
          }}
        >
          {item.avatar}
          <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{item.title}</span>
          {item.extra}
        </li>
      ))}
    </ul>
  );
}
