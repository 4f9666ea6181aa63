import type {
  BannerBlock,
  Block,
  CategoryNavBlock,
  GoodsGridBlock,
  ImageAdBlock,
  NoticeBlock,
} from '@bo/contract';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** Only same-origin images (uploads) are drawn; anything else shows a placeholder (the CSP allows 'self'). */
const localImage = (src: string) => (/^\/[^/]/.test(src) ? src : null);

const grid = (columns: number, gap = 8): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap,
});

function Placeholder({ height, label, style }: { height: number; label: string; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: token.colorFillSecondary,
        color: token.colorTextTertiary,
        fontSize: 12,
        borderRadius: 6,
        overflow: 'hidden',
        ...style,
      }}
    >
      {label}
    </div>
  );
}

function BannerPreview({ block }: { block: BannerBlock }) {
  const { t } = useTranslation();
  const slides = block.banner_ids.length + block.items.length;
  const first = block.items[0];
  const src = first && block.banner_ids.length === 0 ? localImage(first.image) : null;
  return (
    <div style={{ position: 'relative' }} data-testid="preview-banner">
      {src ? (
        <img src={src} alt="" style={{ width: '100%', height: 140, objectFit: 'cover', borderRadius: 6 }} />
      ) : (
        <Placeholder height={140} label={t('design.sample.banner', { n: 1 })} />
      )}
      <div
        style={{
          position: 'absolute',
          bottom: 6,
          width: '100%',
          display: 'flex',
          justifyContent: 'center',
          gap: 4,
        }}
      >
        <span aria-hidden style={{ color: '#fff', fontSize: 8, letterSpacing: 3 }}>
          {`●${'○'.repeat(Math.max(slides, 1) - 1)}`}
        </span>
      </div>
    </div>
  );
}

function CategoryNavPreview({ block }: { block: CategoryNavBlock }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ids = block.category_ids.length ? block.category_ids : [0, 0, 0, 0];
  return (
    <div style={grid(block.columns)} data-testid="preview-category-nav">
      {ids.map((id, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} style={{ textAlign: 'center', fontSize: 11, color: token.colorTextSecondary }}>
          <div
            style={{
              width: 36,
              height: 36,
              margin: '0 auto 4px',
              borderRadius: 18,
              background: token.colorFillSecondary,
            }}
          />
          {id ? t('design.sample.category', { id }) : '—'}
        </div>
      ))}
    </div>
  );
}

function GoodsGridPreview({ block }: { block: GoodsGridBlock }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div data-testid="preview-goods-grid">
      <div style={{ fontWeight: 600, marginBottom: 6 }}>{block.title || t('design.sample.goodsTitle')}</div>
      <div style={grid(block.columns)}>
        {Array.from({ length: block.limit }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} data-testid="preview-goods" style={{ fontSize: 11 }}>
            <Placeholder height={block.columns === 1 ? 120 : block.columns === 2 ? 90 : 60} label="" />
            <div style={{ marginTop: 2 }}>{t('design.sample.goods')}</div>
            <div style={{ color: token.colorError }}>{t('design.sample.price')}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

function NoticePreview({ block }: { block: NoticeBlock }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <ul
      data-testid="preview-notice"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: '4px 8px',
        background: token.colorWarningBg,
        borderRadius: 6,
        fontSize: 12,
      }}
    >
      {Array.from({ length: block.count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>📢 {t('design.sample.notice')}</li>
      ))}
    </ul>
  );
}

function ImageAdPreview({ block }: { block: ImageAdBlock }) {
  const { t } = useTranslation();
  // The height is set for a 375 px wide screen; the preview is narrower.
  const height = Math.round((block.height * 300) / 375);
  const src = localImage(block.image);
  return src ? (
    <img
      data-testid="preview-image-ad"
      src={src}
      alt=""
      style={{ width: '100%', height, objectFit: 'cover', borderRadius: 6 }}
    />
  ) : (
    <div data-testid="preview-image-ad">
      <Placeholder height={height} label={t('design.sample.ad')} />
    </div>
  );
}

/** One block drawn the way the storefront lays it out, with placeholder pictures and texts. */
export function PreviewBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'banner':
      return <BannerPreview block={block} />;
    case 'category_nav':
      return <CategoryNavPreview block={block} />;
    case 'goods_grid':
      return <GoodsGridPreview block={block} />;
    case 'notice':
      return <NoticePreview block={block} />;
    case 'image_ad':
      return <ImageAdPreview block={block} />;
  }
}
