import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../../../api/upload';

/** Form control for an image setting: the value is the uploaded image's URL ('' = none). */
export function ImageSettingInput({
  value = '',
  onChange,
  disabled = false,
}: {
  value?: string;
  onChange?: (url: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <Space align="start" wrap>
      {value ? (
        <Image src={value} width={96} height={96} style={{ objectFit: 'contain' }} />
      ) : (
        <Typography.Text type="secondary">{t('system.config.notSet')}</Typography.Text>
      )}
      {disabled ? null : (
        <Space orientation="vertical">
          <Upload
            showUploadList={false}
            maxCount={1}
            customRequest={({ file }) => {
              setUploading(true);
              uploadPicture(file as File, 'photo').then(
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
              {t('system.config.upload')}
            </Button>
          </Upload>
          {value ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
              {t('system.config.remove')}
            </Button>
          ) : null}
        </Space>
      )}
    </Space>
  );
}
