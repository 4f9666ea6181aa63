import { FileOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { LIST_THUMBNAIL_WIDTH, THUMBNAIL_WIDTH, thumbnailUrl } from '@bo/contract';
import { theme } from 'antd';
import type { MediaRow } from '../../api/media';

/** A library file's small picture: the image's small copy, or an icon for videos and documents. */
export function MediaThumb({
  file,
  size = 48,
}: {
  file: Pick<MediaRow, 'url' | 'type' | 'name'>;
  size?: number;
}) {
  const { token } = theme.useToken();
  const box = {
    width: size,
    height: size,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: token.colorFillSecondary,
    borderRadius: 4,
    fontSize: size / 2,
    color: token.colorTextTertiary,
  } as const;
  if (file.type === 'image')
    return (
      <img
        src={thumbnailUrl(file.url, size > 64 ? THUMBNAIL_WIDTH : LIST_THUMBNAIL_WIDTH)}
        alt={file.name}
        width={size}
        height={size}
        loading="lazy"
        style={{ ...box, objectFit: 'cover' }}
      />
    );
  return <span style={box}>{file.type === 'video' ? <PlayCircleOutlined /> : <FileOutlined />}</span>;
}
