import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadGoodsExport, useExportGoods } from '../../../../api/goods';
import { useJob } from '../../../../api/jobs';
import type { ListParams } from '../../../../api/resource';
import { Permission } from '../../../../auth/Permission';

/** Exports the list's current filters as XLSX through a job: progress while it runs, then the download. */
export function ExportGoodsButton({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const start = useExportGoods();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useJob(jobId).data;
  const result = job?.result as { file?: string; rows?: number } | null | undefined;
  const [downloaded, setDownloaded] = useState<number | null>(null);

  useEffect(() => {
    if (job?.state === 'done' && jobId !== null && downloaded !== jobId && result?.file) {
      setDownloaded(jobId);
      downloadGoodsExport(jobId, result.file).catch(() => undefined);
    }
  }, [job?.state, jobId, downloaded, result?.file]);

  const { page: _page, limit: _limit, ...filters } = params;
  return (
    <Permission api="GoodExport">
      <Button
        loading={start.isPending}
        onClick={() =>
          start.mutateAsync(filters).then(
            (r) => setJobId(r.job_id),
            () => undefined,
          )
        }
      >
        {t('goods.actions.export')}
      </Button>
      {jobId !== null ? (
        <Modal
          open
          title={t('goods.actions.exportTitle')}
          onCancel={() => setJobId(null)}
          footer={
            job?.state === 'done' && result?.file ? (
              <Button
                type="primary"
                onClick={() => downloadGoodsExport(jobId, result.file ?? '').catch(() => undefined)}
              >
                {t('goods.actions.download')}
              </Button>
            ) : null
          }
        >
          {job?.state === 'failed' ? (
            <Alert type="error" showIcon title={t('goods.actions.exportFailed')} description={job.message} />
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text>
                {job?.state === 'done'
                  ? t('goods.actions.exportDone', { rows: result?.rows ?? 0 })
                  : t('goods.actions.exportRunning')}
              </Typography.Text>
              <Progress
                percent={job?.progress ?? 0}
                status={job?.state === 'done' ? 'success' : 'active'}
                aria-label={t('goods.actions.exportTitle')}
              />
              {job && job.state !== 'done' && job.message ? (
                <Typography.Text type="secondary">{job.message}</Typography.Text>
              ) : null}
            </Space>
          )}
        </Modal>
      ) : null}
    </Permission>
  );
}
