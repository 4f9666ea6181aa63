import { BLOCK_TYPES, type BlockType, MAX_BLOCKS } from '@bo/contract';
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BLOCK_ICONS, DRAG_NEW } from './blockMeta';

interface Props {
  disabled: boolean;
  full: boolean;
  onAdd(type: BlockType): void;
}

/** The block types: click to append one to the page, or drag one to a place on the canvas. */
export function BlockPalette({ disabled, full, onAdd }: Props) {
  const { t } = useTranslation();
  const off = disabled || full;
  return (
    <Card size="small" title={t('design.palette')}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {full ? t('design.tooMany', { max: MAX_BLOCKS }) : t('design.paletteHint')}
      </Typography.Paragraph>
      <Flex vertical gap={8}>
        {BLOCK_TYPES.map((type) => (
          <Tooltip key={type} title={t(`design.typeHints.${type}`)} placement="right">
            <Button
              block
              icon={BLOCK_ICONS[type]}
              disabled={off}
              aria-label={t('design.add', { type: t(`design.types.${type}`) })}
              draggable={!off}
              onDragStart={(event) => {
                event.dataTransfer.setData(DRAG_NEW, type);
                event.dataTransfer.effectAllowed = 'copy';
              }}
              onClick={() => onAdd(type)}
              style={{ justifyContent: 'flex-start', cursor: off ? undefined : 'grab' }}
            >
              {t(`design.types.${type}`)}
            </Button>
          </Tooltip>
        ))}
      </Flex>
    </Card>
  );
}
