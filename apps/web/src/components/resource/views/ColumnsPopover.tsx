import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SettingOutlined } from '@ant-design/icons';
import { VIEW_DENSITIES, type ViewColumn, type ViewDensity } from '@bo/contract';
import { Button, Checkbox, Divider, Popover, Radio, Space, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveColumn, resolveLayout, toggleColumn } from './columnLayout';

export interface ColumnsPopoverProps {
  /** The page's configurable columns as declared (key and header). */
  columns: readonly { key: string; title: ReactNode }[];
  layout: readonly ViewColumn[];
  density: ViewDensity;
  onChange: (columns: ViewColumn[], density: ViewDensity) => void;
  onReset: () => void;
}

/** A header as plain text, for the arrows' names ("Move Price up"). */
const textOf = (title: ReactNode, key: string): string =>
  typeof title === 'string' || typeof title === 'number' ? String(title) : key;

/**
 * "Columns": show or hide each column, reorder them by dragging or with the arrow buttons (every control
 * a keyboard reaches: the panel sits right after its button in the tab order), pick the row height, or
 * go back to the page's own columns.
 */
export function ColumnsPopover({ columns, layout, density, onChange, onReset }: ColumnsPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dragged = useRef<number | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const resolved = resolveLayout(
    columns.map((c) => c.key),
    layout,
  );
  const titles = new Map(columns.map((c) => [c.key, c.title]));
  const change = (next: ViewColumn[]) => onChange(next, density);

  const content = (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the panel from any control inside it.
    <div
      style={{ minWidth: 240, maxHeight: 420, overflowY: 'auto' }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        setOpen(false);
        trigger.current?.focus();
      }}
    >
      <Typography.Text type="secondary">{t('views.columnsTitle')}</Typography.Text>
      <ul aria-label={t('views.columns')} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
        {resolved.map((c, index) => {
          const name = textOf(titles.get(c.key), c.key);
          return (
            <li
              key={c.key}
              draggable
              data-column={c.key}
              onDragStart={() => {
                dragged.current = index;
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged.current !== null) change(moveColumn(resolved, dragged.current, index));
                dragged.current = null;
              }}
              style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }}
            >
              <HolderOutlined aria-hidden style={{ cursor: 'grab', color: '#999' }} />
              <Checkbox
                autoFocus={index === 0}
                checked={c.visible}
                onChange={(e) => change(toggleColumn(resolved, c.key, e.target.checked))}
                style={{ flex: 1 }}
              >
                {titles.get(c.key)}
              </Checkbox>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('views.moveUp', { name })}
                disabled={index === 0}
                onClick={() => change(moveColumn(resolved, index, index - 1))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('views.moveDown', { name })}
                disabled={index === resolved.length - 1}
                onClick={() => change(moveColumn(resolved, index, index + 1))}
              />
            </li>
          );
        })}
      </ul>
      <Divider style={{ margin: '8px 0' }} />
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Radio.Group
          aria-label={t('views.density')}
          value={density}
          onChange={(e) => onChange(resolved, e.target.value as ViewDensity)}
          optionType="button"
          size="small"
          options={VIEW_DENSITIES.map((d) => ({ value: d, label: t(`views.densities.${d}`) }))}
        />
        <Button size="small" onClick={onReset}>
          {t('views.reset')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={content}
      // Beside its button, so Tab goes from the button into the panel.
      getPopupContainer={(node) => node.parentElement ?? document.body}
    >
      <Button ref={trigger} icon={<SettingOutlined />} aria-expanded={open} aria-haspopup="dialog">
        {t('views.columns')}
      </Button>
    </Popover>
  );
}
