import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJob } from '../../api/jobs';
import type { ListParams } from '../../api/resource';
import { Permission, usePermission } from '../../auth/Permission';
import { type PageCommand, usePageCommand } from '../../stores/pageCommands';
import { useReturnFocus } from '../useReturnFocus';

export interface ExportJobButtonProps {
  /** The list's params; paging is dropped, the filters, tab and sort are exported. */
  params: ListParams;
  /** The permission api that shows the button. */
  api: string;
  /** Queues the export; returns the job. */
  start: (filters: ListParams) => Promise<{ job_id: number }>;
  /** Downloads the finished job's file under `name`. */
  download: (jobId: number, name: string) => Promise<unknown>;
  /**
   * Where the button's texts are in the catalogs: `<texts>.button`, `.title`, `.running`, `.done`
   * (plural, with `count` rows), `.failed` and `.download`, e.g. `goods.export`.
   */
  texts: string;
  /** The button's own words, when a page has more than one export. */
  label?: string;
  /** The command palette's command that starts this export as the button would. */
  command?: PageCommand;
}

/** Exports a list's current filters as XLSX through a job: progress while it runs, then the download. */
export function ExportJobButton({
  params,
  api,
  start,
  download,
  texts,
  label,
  command,
}: ExportJobButtonProps) {
  const { t } = useTranslation();
  const text = (name: string, count?: number) => t(`${texts}.${name}`, count === undefined ? {} : { count });
  const [starting, setStarting] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  useReturnFocus(jobId !== null);
  const job = useJob(jobId).data;
  const result = job?.result as { file?: string; rows?: number } | null | undefined;
  const [downloaded, setDownloaded] = useState<number | null>(null);

  useEffect(() => {
    if (job?.state === 'done' && jobId !== null && downloaded !== jobId && result?.file) {
      setDownloaded(jobId);
      download(jobId, result.file).catch(() => undefined);
    }
  }, [job?.state, jobId, downloaded, result?.file, download]);

  const { page: _page, limit: _limit, ...filters } = params;
  const begin = () => {
    setStarting(true);
    start(filters)
      .then(
        (r) => setJobId(r.job_id),
        () => undefined,
      )
      .finally(() => setStarting(false));
  };
  const allowed = usePermission(api);
  usePageCommand(allowed ? command : undefined, begin);
  return (
    <Permission api={api}>
      <Button loading={starting} onClick={begin}>
        {label ?? text('button')}
      </Button>
      {jobId !== null ? (
        <Modal
          open
          title={text('title')}
          onCancel={() => setJobId(null)}
          footer={
            job?.state === 'done' && result?.file ? (
              <Button
                type="primary"
                onClick={() => download(jobId, result.file ?? '').catch(() => undefined)}
              >
                {text('download')}
              </Button>
            ) : null
          }
        >
          {job?.state === 'failed' ? (
            <Alert type="error" showIcon title={text('failed')} description={job.message} />
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text>
                {job?.state === 'done' ? text('done', result?.rows ?? 0) : text('running')}
              </Typography.Text>
              <Progress
                percent={job?.progress ?? 0}
                status={job?.state === 'done' ? 'success' : 'active'}
                aria-label={text('title')}
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
