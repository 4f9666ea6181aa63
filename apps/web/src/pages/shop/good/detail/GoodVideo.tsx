import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The goods video; one that cannot be played says so instead of a broken player. */
export function GoodVideo({ src, poster, width = 360 }: { src: string; poster?: string; width?: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) return <Alert type="warning" showIcon title={t('goods.detail.videoError')} />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: goods videos are uploaded without captions
    <video
      src={src}
      poster={poster || undefined}
      controls
      preload="metadata"
      width={width}
      onError={() => setFailed(true)}
      data-testid="good-video"
    />
  );
}
