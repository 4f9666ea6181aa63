import { PlusOutlined } from '@ant-design/icons';
import { fileExtension, UPLOAD_AVATAR_MB } from '@bo/contract';
import { Upload, type UploadFile } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../api/feedback';
import { uploadPicture } from '../api/upload';
import { LibraryButton } from '../components/media/MediaPicker';

/**
 * The avatar accepts png, jpeg and bmp, up to 10 MB, one image. No `accept` filter on the picker: antd
 * would drop other files silently, and the user must see the "format is incorrect" message.
 */
const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp'];
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/bmp', 'image/x-ms-bmp'];
const MAX_COUNT = 1;

// antd's image viewer (10 KB compressed) loads when the avatar is first previewed: the dialog opens by
// itself for a user without a nickname, and most close it without looking at the picture large.
const AvatarPreview = lazy(async () => ({ default: (await import('./AvatarPreview')).AvatarPreview }));

function done(url: string): UploadFile[] {
  return url ? [{ uid: url, name: url.split('/').pop() ?? 'avatar', status: 'done', url }] : [];
}

/** Form control for `portrait`: the value is the uploaded (or chosen from the library) file's URL. */
export function AvatarUpload({ value = '', onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<UploadFile | null>(null);
  const [preview, setPreview] = useState(false);
  const fileList = uploading ? [uploading] : done(value);

  const beforeUpload = (file: File) => {
    const okType =
      AVATAR_EXTENSIONS.includes(fileExtension(file.name)) &&
      (!file.type || AVATAR_TYPES.includes(file.type));
    if (!okType) {
      toastError(t('upload.badFormat'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > UPLOAD_AVATAR_MB * 1024 * 1024) {
      toastError(t('upload.tooBig', { n: UPLOAD_AVATAR_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <>
      <Upload
        listType="picture-card"
        maxCount={MAX_COUNT}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => {
          const picked = file as File;
          setUploading({ uid: 'uploading', name: picked.name, status: 'uploading', percent: 50 });
          uploadPicture(picked, 'avatar').then(
            (url) => {
              setUploading(null);
              onChange?.(url);
            },
            // The request client has shown the server's reason; the previous avatar stays.
            () => setUploading(null),
          );
        }}
        onRemove={() => {
          onChange?.('');
          return true;
        }}
        onPreview={() => setPreview(true)}
      >
        {fileList.length >= MAX_COUNT ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('account.upload')}</div>
          </button>
        )}
      </Upload>
      <div style={{ fontSize: 12, opacity: 0.65 }}>{t('account.uploadHint', { n: UPLOAD_AVATAR_MB })}</div>
      <LibraryButton type="image" onPick={([url]) => url && onChange?.(url)} />
      {value && preview ? (
        <Suspense fallback={null}>
          <AvatarPreview src={value} alt={t('account.preview')} onClose={() => setPreview(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
