import { CloudDownloadOutlined, DatabaseOutlined, FileZipOutlined, ReloadOutlined } from '@ant-design/icons';
import { type BackupRow, type BackupType, backupTypeOf, formatDateTime } from '@bo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  backupKeys,
  downloadBackup,
  useBackups,
  useCreateBackup,
  useDestroyBackup,
  useDestroyBackups,
} from '../../../api/backups';
import { Permission, usePermission } from '../../../auth/Permission';
import { FileSize } from '../../../components/format/Figures';
import { BatchDeleteButton } from '../../../components/resource/BatchDeleteButton';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { BackupProgress } from './BackupProgress';
import { BackupSchedule } from './BackupSchedule';

/**
 * BackupList: start database or full backups (queued jobs with progress), schedule them, list,
 * download, delete one or several.
 */
export function BackupListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useBackups();
  const create = useCreateBackup();
  const destroy = useDestroyBackup();
  const destroyMany = useDestroyBackups();
  const client = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [jobId, setJobId] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const { refetch } = query;
  const canDestroy = usePermission('BackupDestroy');

  const start = (type: BackupType) => {
    create.mutate(type, {
      onSuccess: ({ job_id }) => {
        setJobId(job_id);
        setRunning(true);
      },
    });
  };

  const onFinished = useCallback(
    (state: 'done' | 'failed', name: string | null) => {
      setRunning(false);
      if (state === 'done') {
        message.success(t('system.backup.done', { name }));
      }
      // Done or failed, the list and the schedule's last success or failure change.
      void client.invalidateQueries({ queryKey: backupKeys.all });
    },
    [message, client, t],
  );

  const download = (name: string) => {
    setDownloading(name);
    downloadBackup(name)
      .catch(() => undefined)
      .finally(() => setDownloading(null));
  };

  const columns: TableColumnsType<BackupRow> = [
    { key: 'name', dataIndex: 'name', title: t('system.backup.name') },
    {
      key: 'type',
      title: t('system.backup.type'),
      width: 110,
      render: (_, row) =>
        backupTypeOf(row.name) === 'full' ? (
          <Tag color="purple">{t('system.backup.typeFull')}</Tag>
        ) : (
          <Tag color="blue">{t('system.backup.typeDb')}</Tag>
        ),
    },
    {
      key: 'size',
      dataIndex: 'size',
      title: t('system.backup.size'),
      width: 120,
      align: 'right',
      render: (size: number) => <FileSize bytes={size} />,
    },
    {
      key: 'time',
      dataIndex: 'time',
      title: t('system.backup.time'),
      width: 190,
      render: (time: string) => formatDateTime(time),
    },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          <Permission api="BackupDownload">
            <Button
              type="link"
              size="small"
              icon={<CloudDownloadOutlined />}
              loading={downloading === row.name}
              onClick={() => download(row.name)}
            >
              {t('system.backup.download')}
            </Button>
          </Permission>
          <DeleteButton
            api="BackupDestroy"
            confirmText={t('system.backup.confirmDelete', { name: row.name })}
            onConfirm={() => destroy.mutateAsync(row.name)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card
      extra={
        <Space wrap>
          <Permission api="BackupCreate">
            <Button
              type="primary"
              icon={<DatabaseOutlined />}
              loading={create.isPending && create.variables === 'db'}
              disabled={running}
              onClick={() => start('db')}
            >
              {t('system.backup.createDb')}
            </Button>
            <Tooltip title={t('system.backup.createFullHint')}>
              <Button
                icon={<FileZipOutlined />}
                loading={create.isPending && create.variables === 'full'}
                disabled={running}
                onClick={() => start('full')}
              >
                {t('system.backup.createFull')}
              </Button>
            </Tooltip>
          </Permission>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={query.isFetching} />
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('system.backup.restoreHint')} />
        <BackupSchedule />
        {jobId !== null ? <BackupProgress key={jobId} jobId={jobId} onFinished={onFinished} /> : null}
        {query.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('resources.common.loadError')}
            action={
              <Button size="small" onClick={() => void refetch()}>
                {t('resources.common.retry')}
              </Button>
            }
          />
        ) : null}
        {selected.length > 0 ? (
          <BatchDeleteButton<string>
            api="BackupDestroy"
            ids={selected}
            onConfirm={destroyMany.mutateAsync}
            onDone={() => setSelected([])}
          />
        ) : null}
        <Table<BackupRow>
          rowKey="name"
          rowSelection={
            canDestroy
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }
              : undefined
          }
          size="middle"
          columns={columns}
          dataSource={query.data ?? []}
          loading={query.isLoading}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 760 }}
          locale={{ emptyText: <Empty description={t('system.backup.empty')} /> }}
        />
      </Space>
    </Card>
  );
}
