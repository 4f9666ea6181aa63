import { Alert, Progress, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useJob } from '../../../api/jobs';

export interface BackupProgressProps {
  jobId: number;
  /** Called once when the job ends, with its final state. */
  onFinished: (state: 'done' | 'failed', name: string | null) => void;
}

/** A backup job's progress bar, fed by `GET job/{id}` until it is done or failed. */
export function BackupProgress({ jobId, onFinished }: BackupProgressProps) {
  const { t } = useTranslation();
  const job = useJob(jobId).data;
  const state = job?.state;
  const name = (job?.result as { name?: string } | null | undefined)?.name ?? null;

  useEffect(() => {
    if (state === 'done' || state === 'failed') onFinished(state, name);
  }, [state, name, onFinished]);

  if (state === 'failed') {
    return <Alert type="error" showIcon title={t('system.backup.failed')} description={job?.message} />;
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="backup-progress">
      <Typography.Text>
        {state === 'done' ? t('system.backup.done', { name }) : t('system.backup.running')}
      </Typography.Text>
      <Progress
        percent={job?.progress ?? 0}
        status={state === 'done' ? 'success' : 'active'}
        aria-label={job?.message || t('system.backup.running')}
      />
      {state !== 'done' && job?.message ? (
        <Typography.Text type="secondary">{job.message}</Typography.Text>
      ) : null}
    </Space>
  );
}
