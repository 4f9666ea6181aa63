import { InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJob } from '../../../api/jobs';
import { Permission } from '../../../auth/Permission';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { downloadTemplate, type ImportReport, startImport } from './importApi';

/**
 * AssetsImport: template download, then a sheet is checked in full (a dry run listing every bad row);
 * only a clean sheet can be imported, all or nothing, with progress.
 */
export function ImportAssetsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  return (
    <Permission api="AssetsImport">
      <Button onClick={() => setOpen(true)}>{t('assetForms.import.button')}</Button>
      {open ? <ImportDialog onClose={() => setOpen(false)} /> : null}
    </Permission>
  );
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checkId, setCheckId] = useState<number | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  // The server reads the whole sheet before it responds (a sheet no import takes is refused at once).
  const [sending, setSending] = useState(false);
  const check = useJob(checkId).data;
  const run = useJob(importId).data;
  const report = check?.state === 'done' ? (check.result as ImportReport) : null;
  const i = (key: string, params?: Record<string, unknown>) => t(`assetForms.import.${key}`, params ?? {});

  const choose = (chosen: File) => {
    setFile(chosen);
    setImportId(null);
    setCheckId(null);
    setSending(true);
    startImport(chosen, true)
      .then(
        (r) => setCheckId(r.job_id),
        () => setFile(null),
      )
      .finally(() => setSending(false));
    return false;
  };
  const begin = () => {
    if (!file) return;
    setSending(true);
    startImport(file, false)
      .then(
        (r) => setImportId(r.job_id),
        () => undefined,
      )
      .finally(() => setSending(false));
  };
  const finished = run?.state === 'done';
  const close = () => {
    if (finished) client.invalidateQueries({ queryKey: ['assets'] });
    onClose();
  };

  return (
    <Modal open title={i('title')} width={760} onCancel={close} footer={null} destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Button type="link" onClick={() => downloadTemplate(i('templateName')).catch(() => undefined)}>
          {i('template')}
        </Button>
        {importId === null ? (
          <Upload.Dragger accept=".xlsx" maxCount={1} showUploadList={false} beforeUpload={choose}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{file ? file.name : i('pick')}</p>
            <Typography.Text type="secondary">{i('pickHint')}</Typography.Text>
          </Upload.Dragger>
        ) : null}
        {(sending && importId === null && !report) ||
        (checkId !== null && !report && check?.state !== 'failed') ? (
          <Progress percent={check?.progress ?? 0} status="active" format={() => i('checking')} />
        ) : null}
        {check?.state === 'failed' ? <Alert type="error" showIcon title={check.message} /> : null}
        {report && report.error_count > 0 ? (
          <>
            <Alert
              type="error"
              showIcon
              title={i('errors', { count: report.error_count, total: report.total })}
              description={
                report.errors.length < report.error_count
                  ? i('moreErrors', { shown: report.errors.length })
                  : null
              }
            />
            <Table
              size="small"
              rowKey={(r) => `${r.line}-${r.column}`}
              dataSource={report.errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { key: 'line', dataIndex: 'line', title: i('line'), width: 80 },
                { key: 'column', dataIndex: 'column', title: i('column'), width: 160 },
                { key: 'message', dataIndex: 'message', title: i('message') },
              ]}
            />
          </>
        ) : null}
        {report && report.error_count === 0 && importId === null ? (
          <Space>
            <Alert type="success" showIcon title={i('ready', { count: report.total })} />
            <Button type="primary" onClick={begin} loading={sending}>
              {i('start', { count: report.total })}
            </Button>
          </Space>
        ) : null}
        {importId !== null ? (
          run?.state === 'failed' ? (
            <Alert type="error" showIcon title={i('failed')} description={run.message} />
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text>{finished ? run?.message : i('importing')}</Typography.Text>
              <Progress percent={run?.progress ?? 0} status={finished ? 'success' : 'active'} />
            </Space>
          )
        ) : null}
      </Space>
    </Modal>
  );
}
