import { ReloadOutlined } from '@ant-design/icons';
import { formatDateTime, UPDATE_STATE, type UpdateInfo, type UpdateRun } from '@bo/contract';
import { Alert, App, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunUpdate, useUpdateInfo } from '../../../api/update';
import { Permission } from '../../../auth/Permission';
import { LoadState } from '../../../components/LoadState';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { UpgradeCommands } from './UpgradeCommands';

const ALERT_TYPE: Record<number, 'success' | 'info' | 'warning' | 'error'> = {
  [UPDATE_STATE.latest]: 'success',
  [UPDATE_STATE.available]: 'info',
  [UPDATE_STATE.unlicensed]: 'warning',
  [UPDATE_STATE.badKey]: 'error',
  [UPDATE_STATE.unavailable]: 'warning',
};

/** Changelogs are Markdown; shown as preformatted text (never as HTML). */
function Changelog({ text }: { text: string }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>
      {text}
    </Typography.Paragraph>
  );
}

function RunButton({ info }: { info: UpdateInfo }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const run = useRunUpdate();
  const [answer, setAnswer] = useState<UpdateRun | null>(null);
  useReturnFocus(answer !== null);
  const version = info.latest?.version ?? '';
  return (
    <Permission api="UpdateRun">
      <Button
        type="primary"
        disabled={info.state !== UPDATE_STATE.available}
        loading={run.isPending}
        onClick={() =>
          modal.confirm({
            title: t('system.update.runConfirmTitle', { version }),
            content: t('system.update.runConfirmContent'),
            okText: t('system.update.run'),
            cancelText: t('resources.common.cancel'),
            // The request client shows a refusal; the dialog closes either way.
            onOk: () => run.mutateAsync().then(setAnswer, () => undefined),
          })
        }
      >
        {t('system.update.run')}
      </Button>
      {answer ? <UpgradeCommands run={answer} onClose={() => setAnswer(null)} /> : null}
    </Permission>
  );
}

/** UpdateDetail: the running version and changelog, what the update feed offers, and "update now". */
export function UpdateDetailPage() {
  const { t } = useTranslation();
  const query = useUpdateInfo();

  if (!query.data) return <LoadState query={query} />;
  const info = query.data;
  const none = t('system.update.none');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('route.UpdateDetail')}
        extra={
          <Space>
            <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => query.refetch()}>
              {t('system.update.check')}
            </Button>
            <RunButton info={info} />
          </Space>
        }
      >
        <Alert
          type={ALERT_TYPE[info.state] ?? 'info'}
          showIcon
          title={info.message}
          style={{ marginBottom: 16 }}
        />
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('system.update.current')}>{info.current}</Descriptions.Item>
          <Descriptions.Item label={t('system.update.latest')}>
            {info.latest?.version ?? none}
          </Descriptions.Item>
          <Descriptions.Item label={t('system.update.releasedAt')}>
            {info.latest?.released_at || none}
          </Descriptions.Item>
          <Descriptions.Item label={t('system.update.checkedAt')}>
            {formatDateTime(info.checked_at)}
          </Descriptions.Item>
          {info.latest?.url && /^https?:\/\//.test(info.latest.url) ? (
            <Descriptions.Item label={t('system.update.download')} span={2}>
              <Typography.Link href={info.latest.url} target="_blank" rel="noopener noreferrer">
                {info.latest.url}
              </Typography.Link>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      {info.latest?.changelog ? (
        <Card title={t('system.update.latestChangelog')}>
          <Changelog text={info.latest.changelog} />
        </Card>
      ) : null}
      <Card title={t('system.update.changelog')}>
        <Changelog text={info.changelog || none} />
      </Card>
    </Space>
  );
}
