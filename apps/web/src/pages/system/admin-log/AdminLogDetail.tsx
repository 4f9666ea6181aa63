import { formatDateTime } from '@bo/contract';
import { Descriptions, Drawer, Empty, Spin, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AdminLogRow, useAdminLog } from '../../../api/adminLogs';
import { ChangesTable } from './ChangesTable';
import { subjectName } from './subjects';

function prettyInput(input: unknown): string {
  if (input === null || input === undefined || input === '') return '';
  if (typeof input === 'string') {
    try {
      return JSON.stringify(JSON.parse(input), null, 2);
    } catch {
      return input;
    }
  }
  return JSON.stringify(input, null, 2);
}

/**
 * The detail drawer of one log entry: who, what, the record it changed with its fields before and
 * after, and the redacted submitted data as formatted JSON.
 */
export function AdminLogDetail({ row, onClose }: { row: AdminLogRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const detail = useAdminLog(row?.id);
  const log = detail.data ?? row;
  // Only the entry's detail holds them (the list's rows stay light).
  const changes = detail.data?.changes ?? null;
  const label = (f: string) => t(`resources.adminLog.fields.${f}`);
  const input = prettyInput(log?.input);
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={t('system.adminLog.detailTitle')}
      size="large"
      destroyOnHidden
    >
      {log ? (
        <Spin spinning={detail.isFetching}>
          <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={label('operator')}>
              {log.operator ?? log.admin_id ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={label('method')}>{log.method}</Descriptions.Item>
            <Descriptions.Item label={label('path')}>{log.path}</Descriptions.Item>
            <Descriptions.Item label={label('ip')}>{log.ip}</Descriptions.Item>
            <Descriptions.Item label={label('status')}>{log.status}</Descriptions.Item>
            <Descriptions.Item label={label('created_at')}>
              {formatDateTime(log.created_at)}
            </Descriptions.Item>
            {log.subject_type ? (
              <Descriptions.Item label={label('subject')}>
                {subjectName(t, log.subject_type, log.subject_id)}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {log.subject_type && changes ? (
            <>
              <Typography.Title level={5}>{t('system.adminLog.changes')}</Typography.Title>
              <div style={{ marginBottom: 16 }}>
                <ChangesTable type={log.subject_type} changes={changes} />
              </div>
            </>
          ) : null}
          <Typography.Title level={5}>{label('input')}</Typography.Title>
          {input ? (
            <pre
              data-testid="log-input"
              style={{ background: token.colorFillTertiary, padding: 12, borderRadius: 6, overflow: 'auto' }}
            >
              {input}
            </pre>
          ) : (
            <Empty description={t('system.adminLog.noInput')} />
          )}
        </Spin>
      ) : null}
    </Drawer>
  );
}
