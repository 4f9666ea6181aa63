import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import type { Block, BlockType } from '@bo/contract';
import { Badge, Button, Card, Empty, Popconfirm, Space, Tooltip, theme } from 'antd';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_ICONS, DRAG_MOVE, DRAG_NEW } from './blockMeta';
import type { BlockErrors } from './blocks';

interface Props {
  blocks: Block[];
  selectedId: string | null;
  errors: BlockErrors;
  readOnly: boolean;
  full: boolean;
  onSelect(id: string): void;
  onMove(id: string, to: number): void;
  onAdd(type: BlockType, at: number): void;
  onRemove(id: string): void;
}

/** Where a drop over the item at `index` lands: before it in its upper half, after it in its lower half. */
function dropIndexOver(event: DragEvent<HTMLElement>, index: number): number {
  const rect = event.currentTarget.getBoundingClientRect();
  return event.clientY < rect.top + rect.height / 2 ? index : index + 1;
}

/** The page's blocks top to bottom: select, drag to reorder (or use the move buttons), remove. */
export function BlockCanvas(props: Props) {
  const { blocks, selectedId, errors, readOnly, full } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const typeName = (block: Block) => t(`design.types.${block.type}`);
  const move = (block: Block, to: number) => {
    props.onMove(block.id, to);
    setAnnouncement(t('design.moved', { type: typeName(block), n: to + 1 }));
  };

  const accepts = (event: DragEvent) => {
    const types = event.dataTransfer.types;
    return types.includes(DRAG_MOVE) || (types.includes(DRAG_NEW) && !full);
  };
  const over = (event: DragEvent<HTMLElement>, at: number) => {
    if (readOnly || !accepts(event)) return;
    event.preventDefault();
    event.stopPropagation();
    setDropAt(at);
  };
  const drop = (event: DragEvent<HTMLElement>, at: number) => {
    if (readOnly) return;
    event.preventDefault();
    event.stopPropagation();
    setDropAt(null);
    const id = event.dataTransfer.getData(DRAG_MOVE);
    const from = blocks.findIndex((b) => b.id === id);
    const moved = blocks[from];
    if (moved) {
      const to = from < at ? at - 1 : at;
      if (to !== from) move(moved, to);
      return;
    }
    const type = event.dataTransfer.getData(DRAG_NEW) as BlockType;
    if (type && !full) props.onAdd(type, at);
  };

  const line = (at: number) =>
    dropAt === at ? (
      <div
        aria-hidden
        style={{ height: 3, background: token.colorPrimary, borderRadius: 2, margin: '2px 0' }}
      />
    ) : null;

  return (
    <Card size="small" title={t('design.canvas')}>
      {/* Pointer drag and drop target; keyboard users reorder with the move buttons. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drop zone only, see above */}
      <div
        onDragOver={(e) => over(e, blocks.length)}
        onDragLeave={() => setDropAt(null)}
        onDrop={(e) => drop(e, blocks.length)}
        style={{ minHeight: 160 }}
        data-testid="design-canvas"
      >
        {blocks.length === 0 ? <Empty description={t('design.emptyCanvas')} /> : null}
        <ol aria-label={t('design.canvas')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {blocks.map((block, index) => {
            const selected = block.id === selectedId;
            const hasErrors = Object.keys(errors[block.id] ?? {}).length > 0;
            return (
              <li
                key={block.id}
                draggable={!readOnly}
                onDragStart={(e) => {
                  e.dataTransfer.setData(DRAG_MOVE, block.id);
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => setDropAt(null)}
                onDragOver={(e) => over(e, dropIndexOver(e, index))}
                onDrop={(e) => drop(e, dropIndexOver(e, index))}
                data-block-id={block.id}
              >
                {line(index)}
                <div
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 8,
                    padding: '6px 8px',
                    marginBottom: 6,
                    borderRadius: token.borderRadius,
                    border: `1px solid ${hasErrors ? token.colorError : selected ? token.colorPrimary : token.colorBorderSecondary}`,
                    background: selected ? token.colorPrimaryBg : token.colorBgContainer,
                  }}
                >
                  {readOnly ? null : (
                    <Tooltip title={t('design.dragHandle')}>
                      <HolderOutlined
                        aria-hidden
                        style={{ cursor: 'grab', color: token.colorTextTertiary }}
                      />
                    </Tooltip>
                  )}
                  <Button
                    type="text"
                    icon={BLOCK_ICONS[block.type]}
                    aria-pressed={selected}
                    onClick={() => props.onSelect(block.id)}
                    style={{ flex: 1, justifyContent: 'flex-start', minWidth: 0 }}
                  >
                    {index + 1}. {typeName(block)}
                  </Button>
                  {hasErrors ? <Badge status="error" title={t('design.hasErrors')} /> : null}
                  {readOnly ? null : (
                    <Space size={0}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={`${t('design.moveUp')}: ${index + 1}. ${typeName(block)}`}
                        disabled={index === 0}
                        onClick={() => move(block, index - 1)}
                      />
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={`${t('design.moveDown')}: ${index + 1}. ${typeName(block)}`}
                        disabled={index === blocks.length - 1}
                        onClick={() => move(block, index + 1)}
                      />
                      <Popconfirm
                        title={t('design.removeConfirm')}
                        onConfirm={() => props.onRemove(block.id)}
                      >
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('design.remove')}: ${index + 1}. ${typeName(block)}`}
                        />
                      </Popconfirm>
                    </Space>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        {line(blocks.length)}
      </div>
      <div
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {announcement}
      </div>
    </Card>
  );
}
