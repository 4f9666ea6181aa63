import { Image } from 'antd';

/** The avatar shown large, open from the moment it mounts; `onClose` when the viewer is closed. */
export function AvatarPreview({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  return (
    <Image
      src={src}
      alt={alt}
      style={{ display: 'none' }}
      preview={{ open: true, onOpenChange: (open) => open || onClose() }}
    />
  );
}
