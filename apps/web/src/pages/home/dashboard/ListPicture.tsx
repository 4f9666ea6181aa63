import { LIST_THUMBNAIL_WIDTH, thumbnailUrl } from '@bo/contract';
import { Avatar } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * A goods picture in a list (32 px): its small copy, or the full picture when the copy is missing (an
 * upload older than the copy); without a picture, `children` (a rank) or the empty square. `alt` names
 * the goods: a screen reader says what the picture shows.
 */
export function ListPicture({ src, alt, children }: { src: string; alt: string; children?: ReactNode }) {
  const small = src ? thumbnailUrl(src, LIST_THUMBNAIL_WIDTH) : '';
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === small ? src : small;
  return (
    <Avatar
      shape="square"
      src={shown || undefined}
      alt={alt}
      onError={() => {
        if (shown === src) return true;
        setFailed(small);
        return false;
      }}
    >
      {children}
    </Avatar>
  );
}
