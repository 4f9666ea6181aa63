import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadGroup } from '@bo/contract';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../../api/upload';

/** Form control for one image: the value is the uploaded image's URL ('' = none). */
export function ImageInput({
  value = '',
  onChange,
  disabled = false,
  group = 'photo',
  size = 96,
}: {
  value?: string;
  onChange?: (url: string) => void;
  disabled?: boolean;
  /** Upload type group (spec §5): decides the accepted types and size limit. */
  group?: UploadGroup;
  size?: number;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <Space align="start" wrap>
      {value ? (
        <Image src={value} width={size} height={size} style={{ objectFit: 'contain' }} />
      ) : (
        <Typography.Text type="secondary">{t('resources.common.notSet')}</Typography.Text>
      )}
      {disabled ? null : (
        <Space orientation="vertical">
          <Upload
            showUploadList={false}
            maxCount={1}
            customRequest={({ file }) => {
              setUploading(true);
              uploadPicture(file as File, group).then(
                (url) => {
                  setUploading(false);
                  onChange?.(url);
                },
                // The request client has shown the server's reason; the previous image stays.
                () => setUploading(false),
              );
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {t('resources.common.uploadImage')}
            </Button>
          </Upload>
          {value ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
              {t('resources.common.remove')}
            </Button>
          ) : null}
        </Space>
      )}
    </Space>
  );
}
