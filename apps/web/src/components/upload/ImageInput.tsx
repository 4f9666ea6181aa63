import type { UploadGroup } from '@bo/contract';
import { Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileInput } from './FileInput';

/**
 * Form control for one image: the value is the uploaded image's URL ('' = none). `alt` names the
 * picture shown (the field's label): without it a screen reader reads out the file's address.
 */
export function ImageInput({
  alt,
  value = '',
  onChange,
  disabled = false,
  group = 'photo',
  size = 96,
}: {
  alt: string;
  value?: string;
  onChange?: (url: string) => void;
  disabled?: boolean;
  /** Upload type group: decides the accepted types and size limit. */
  group?: UploadGroup;
  size?: number;
}) {
  const { t } = useTranslation();
  const preview = (src: string) => (
    <Image src={src} alt={alt} width={size} height={size} style={{ objectFit: 'contain' }} />
  );
  if (disabled)
    return value ? (
      preview(value)
    ) : (
      <Typography.Text type="secondary">{t('resources.common.notSet')}</Typography.Text>
    );
  return (
    <FileInput
      value={value}
      onChange={onChange}
      group={group}
      accept=".png,.jpg,.jpeg,.bmp"
      buttonText={t('resources.common.uploadImage')}
      empty={<Typography.Text type="secondary">{t('resources.common.notSet')}</Typography.Text>}
      preview={preview}
    />
  );
}
