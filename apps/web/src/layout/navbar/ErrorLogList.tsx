import { formatDateTime } from '@bo/contract';
import { Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorLogEntry } from '../../app/errorLog';

/** The captured UI errors: message, where (route URL), when, and the stack / console output. */
export function ErrorLogList({ entries }: { entries: ErrorLogEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Empty description={t('layout.errorLog.empty')} />;
  return (
    <List
      dataSource={entries}
      rowKey="id"
      renderItem={(e) => (
        <List.Item style={{ display: 'block' }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Tag color="red">{t(`layout.errorLog.sources.${e.source}`)}</Tag>
            <Typography.Text strong>{e.message}</Typography.Text>
          </div>
          <div style={{ marginTop: 4 }}>
            <Typography.Text type="secondary">{t('layout.errorLog.url')}: </Typography.Text>
            <Typography.Text copyable>{e.url}</Typography.Text>
          </div>
          <div>
            <Typography.Text type="secondary">{t('layout.errorLog.time')}: </Typography.Text>
            <Typography.Text>{formatDateTime(e.time)}</Typography.Text>
          </div>
          {e.detail && (
            <details style={{ marginTop: 4 }}>
              <summary>{t('layout.errorLog.detail')}</summary>
              <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 240, overflow: 'auto' }}>
                {e.detail}
              </pre>
            </details>
          )}
        </List.Item>
      )}
    />
  );
}
