import { DeleteOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, theme, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../../api/upload';
import { LibraryButton } from '../media/MediaPicker';

export interface ImageListValue {
  images: string[];
  /** One of `images`, or '' while there is none. */
  master: string;
}

/** Several images (up to `max`, uploaded or chosen from the library), one of them marked as the master image. */
export function ImageListInput({
  value = { images: [], master: '' },
  onChange,
  max,
}: {
  value?: ImageListValue;
  onChange?: (value: ImageListValue) => void;
  max: number;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [uploading, setUploading] = useState(0);
  // Several uploads finish one after another: each adds to what the previous ones left.
  const latest = useRef(value);
  latest.current = value;
  const set = (images: string[], master = value.master) =>
    onChange?.({ images, master: images.includes(master) ? master : (images[0] ?? '') });
  return (
    <Space wrap align="start">
      {value.images.map((src, i) => (
        <div key={src} style={{ position: 'relative', width: 96 }}>
          <img
            src={src}
            alt={t(src === value.master ? 'resources.common.mainImage' : 'resources.common.image', {
              n: i + 1,
            })}
            width={96}
            height={96}
            style={{
              objectFit: 'cover',
              borderRadius: 4,
              outline: src === value.master ? `2px solid ${token.colorPrimary}` : undefined,
            }}
          />
          <Space size={0} style={{ display: 'flex', justifyContent: 'space-between' }}>
            <Tooltip title={t('resources.common.masterImage')}>
              <Button
                type="text"
                size="small"
                aria-label={t('resources.common.masterImage')}
                aria-pressed={src === value.master}
                icon={
                  src === value.master ? (
                    <StarFilled style={{ color: token.colorWarning }} />
                  ) : (
                    <StarOutlined />
                  )
                }
                onClick={() => set(value.images, src)}
              />
            </Tooltip>
            <Button
              type="text"
              size="small"
              danger
              aria-label={t('resources.common.remove')}
              icon={<DeleteOutlined />}
              onClick={() => set(value.images.filter((i) => i !== src))}
            />
          </Space>
        </div>
      ))}
      {value.images.length + uploading < max ? (
        <Upload
          accept=".png,.jpg,.jpeg,.bmp"
          multiple
          showUploadList={false}
          customRequest={({ file }) => {
            setUploading((n) => n + 1);
            uploadPicture(file as File, 'photo').then(
              (url) => {
                setUploading((n) => n - 1);
                if (!url) return;
                latest.current = appendImage(latest.current, url, max);
                onChange?.(latest.current);
              },
              () => setUploading((n) => n - 1),
            );
          }}
        >
          <Button icon={<PlusOutlined />} loading={uploading > 0} style={{ width: 96, height: 96 }}>
            {t('resources.common.upload')}
          </Button>
        </Upload>
      ) : null}
      {value.images.length + uploading < max ? (
        <LibraryButton
          type="image"
          max={max - value.images.length - uploading}
          onPick={(urls) => {
            latest.current = urls.reduce((next, url) => appendImage(next, url, max), latest.current);
            onChange?.(latest.current);
          }}
        />
      ) : null}
    </Space>
  );
}

/** `value` with `url` added (the first image becomes the master). */
export function appendImage(value: ImageListValue, url: string, max: number): ImageListValue {
  if (value.images.includes(url) || value.images.length >= max) return value;
  const images = [...value.images, url];
  return { images, master: value.master || url };
}
