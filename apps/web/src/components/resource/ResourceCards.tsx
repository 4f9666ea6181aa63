import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Pagination, type PaginationProps, Popover, Space, Spin } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardRole, cardLayout } from './cardLayout';

/** What a card needs of a list's column (the list's own column type has more). */
interface CardColumn {
  key: string;
  title: ReactNode;
  card?: CardRole;
}

export interface ResourceCardsProps<T extends { id: number }, C extends CardColumn> {
  columns: readonly C[];
  rows: readonly T[];
  loading: boolean;
  cell: (column: C, row: T) => ReactNode;
  pagination: PaginationProps;
  emptyText?: ReactNode;
  /** Given when the list offers batch actions: each card then has a checkbox. */
  selection?: { selected: Key[]; onChange: (keys: Key[]) => void; selectable?: (row: T) => boolean };
}

/**
 * A list on a phone: one card per row with its title, state tag and a few key fields, the row's actions
 * in a menu. A table there would show little more than the two fixed columns, the rest scrolled away.
 */
export function ResourceCards<T extends { id: number }, C extends CardColumn>({
  columns,
  rows,
  loading,
  cell,
  pagination,
  emptyText,
  selection,
}: ResourceCardsProps<T, C>) {
  const { t } = useTranslation();
  const layout = cardLayout(columns);
  const toggle = (id: number, on: boolean) =>
    selection?.onChange(on ? [...selection.selected, id] : selection.selected.filter((k) => k !== id));

  return (
    <Spin spinning={loading}>
      <div className="resource-cards" aria-busy={loading}>
        {rows.length === 0 && !loading ? (emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />) : null}
        {rows.map((row) => (
          <Card
            key={row.id}
            size="small"
            data-testid="resource-card"
            styles={{ title: { whiteSpace: 'normal' } }}
            title={
              <Space align="start">
                {selection ? (
                  <Checkbox
                    aria-label={t('resources.common.selectRow')}
                    checked={selection.selected.includes(row.id)}
                    disabled={selection.selectable ? !selection.selectable(row) : false}
                    onChange={(e) => toggle(row.id, e.target.checked)}
                  />
                ) : null}
                {layout.title ? cell(layout.title, row) : `#${row.id}`}
              </Space>
            }
            extra={
              <Space size={4}>
                {layout.tag ? cell(layout.tag, row) : null}
                {layout.actions ? (
                  <Popover trigger="click" placement="bottomRight" content={cell(layout.actions, row)}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EllipsisOutlined />}
                      aria-label={t('resources.common.actions')}
                    />
                  </Popover>
                ) : null}
              </Space>
            }
          >
            <dl className="resource-card-fields">
              {layout.fields.map((column) => (
                <div key={column.key}>
                  <dt>{column.title}</dt>
                  <dd>{cell(column, row)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
        <Pagination {...pagination} simple size="small" align="center" />
      </div>
    </Spin>
  );
}
