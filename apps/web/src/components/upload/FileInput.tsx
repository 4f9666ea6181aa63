import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { MediaType, UploadGroup } from '@bo/contract';
import { Button, Space, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../../api/upload';
import { LibraryButton } from '../media/MediaPicker';

/** The library files an upload group's field may take: images, videos, or any file. */
const LIBRARY_TYPES: Partial<Record<UploadGroup, MediaType>> = {
  photo: 'image',
  avatar: 'image',
  video: 'video',
};

/**
 * One uploaded file of an upload group (video, download...): its URL, a preview, replace (by an upload
 * or a file of the library) and remove.
 */
export function FileInput({
  value = '',
  onChange,
  group,
  accept,
  preview,
  buttonText,
  empty = null,
}: {
  value?: string;
  onChange?: (url: string) => void;
  group: UploadGroup;
  accept?: string;
  preview?: (url: string) => ReactNode;
  buttonText?: string;
  /** Shown while there is no file. */
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <Space orientation="vertical">
      {value ? (
        preview ? (
          preview(value)
        ) : (
          <Typography.Link href={value} target="_blank">
            {value.split('/').at(-1)}
          </Typography.Link>
        )
      ) : (
        empty
      )}
      <Space>
        <Upload
          accept={accept}
          showUploadList={false}
          maxCount={1}
          customRequest={({ file }) => {
            setUploading(true);
            uploadPicture(file as File, group).then(
              (url) => {
                setUploading(false);
                if (url) onChange?.(url);
              },
              () => setUploading(false),
            );
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {buttonText ?? t('resources.common.upload')}
          </Button>
        </Upload>
        <LibraryButton type={LIBRARY_TYPES[group]} onPick={([url]) => url && onChange?.(url)} />
        {value ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            {t('resources.common.remove')}
          </Button>
        ) : null}
      </Space>
    </Space>
  );
}
