import type { Block } from '@bo/contract';
import { Card, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PreviewBlock } from './PreviewBlock';

interface Props {
  blocks: Block[];
  selectedId: string | null;
  onSelect(id: string): void;
}

/** A phone-sized frame showing the page as edited; clicking a block selects it. */
export function PhonePreview({ blocks, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Card size="small" title={t('design.preview')}>
      <section
        aria-label={t('design.preview')}
        style={{
          width: 320,
          maxWidth: '100%',
          height: 600,
          margin: '0 auto',
          border: `10px solid ${token.colorTextSecondary}`,
          borderRadius: 28,
          overflowY: 'auto',
          background: token.colorBgLayout,
          padding: 8,
        }}
      >
        {blocks.map((block) => (
          // A pointer shortcut to select a block; the canvas list is the keyboard way to do the same.
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          // biome-ignore lint/a11y/noStaticElementInteractions: see above
          <div
            key={block.id}
            data-preview-id={block.id}
            onClick={() => onSelect(block.id)}
            style={{
              marginBottom: 8,
              padding: 4,
              borderRadius: 8,
              background: token.colorBgContainer,
              outline: block.id === selectedId ? `2px solid ${token.colorPrimary}` : undefined,
              cursor: 'pointer',
            }}
          >
            <PreviewBlock block={block} />
          </div>
        ))}
      </section>
    </Card>
  );
}
