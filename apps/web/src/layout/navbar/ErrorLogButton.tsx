import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearErrorLog, useErrorLog } from '../../app/errorLog';

// The log's list (antd's List with its pagination and Select, tags, copyable text) loads when it opens.
const ErrorLogList = lazy(async () => ({ default: (await import('./ErrorLogList')).ErrorLogList }));

/** Top-bar button with the number of captured UI errors; opens the log. */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={entries.length} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          aria-label={t('layout.errorLog.title')}
          title={t('layout.errorLog.title')}
          icon={<BugOutlined />}
          danger={entries.length > 0}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Modal
        open={open}
        title={t('layout.errorLog.title')}
        width={760}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="clear" danger disabled={entries.length === 0} onClick={clearErrorLog}>
            {t('layout.errorLog.clear')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setOpen(false)}>
            {t('layout.errorLog.close')}
          </Button>,
        ]}
      >
        <Suspense fallback={null}>
          <ErrorLogList entries={entries} />
        </Suspense>
      </Modal>
    </>
  );
}
