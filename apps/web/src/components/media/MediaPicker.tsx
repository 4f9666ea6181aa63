import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Modal, Spin, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../auth/Permission';
import type { PickerProps } from './MediaPickerBody';

// The picker itself (its search, type filter, grid and pager, with antd's Select and Pagination) loads
// when it is opened: the button sits in forms and dialogs (the avatar of the complete-info prompt
// among them) that most often close without it.
const PickerBody = lazy(async () => ({ default: (await import('./MediaPickerBody')).PickerBody }));

/**
 * "Choose from library": a button opening the library picker; `onPick` gets the chosen files' URLs
 * (one, or up to `max`). Shown to those who may list the library only. `compact`: an icon of a toolbar.
 */
export function LibraryButton({
  disabled,
  compact = false,
  ...props
}: PickerProps & { disabled?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = t('library.choose');
  return (
    <Permission api="MediaList">
      {compact ? (
        <Tooltip title={text}>
          <Button
            type="text"
            size="small"
            icon={<FolderOpenOutlined />}
            aria-label={text}
            disabled={disabled}
            onClick={() => setOpen(true)}
          />
        </Tooltip>
      ) : (
        <Button icon={<FolderOpenOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          {text}
        </Button>
      )}
      <Modal
        open={open}
        title={t('library.pickerTitle')}
        width={760}
        footer={null}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        {open ? (
          <Suspense fallback={<Spin />}>
            <PickerBody
              {...props}
              onCancel={() => setOpen(false)}
              onPick={(urls) => {
                setOpen(false);
                props.onPick(urls);
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
    </Permission>
  );
}
