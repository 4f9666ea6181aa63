import {
  formatDateTime,
  NOTIFICATION_KINDS,
  NOTIFICATION_TABS,
  type NotificationKind,
  type NotificationRow,
} from '@bo/contract';
import { Button, Card, Flex, Select, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type NotificationParams, useNotifications, useReadNotification } from '../../../api/notifications';
import { useListState } from '../../../components/resource/useListState';
import { useOpenNotification } from '../../../layout/navbar/notifications/useOpenNotification';

const FILTERS = ['tab', 'kind'] as const;

const asTab = (value: string | undefined): NotificationParams['tab'] =>
  (NOTIFICATION_TABS as readonly string[]).includes(value ?? '')
    ? (value as NotificationParams['tab'])
    : 'all';
const asKind = (value: string | undefined): NotificationKind | undefined =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value ?? '') ? (value as NotificationKind) : undefined;

/**
 * /notifications: the signed-in admin's past notifications, paged, unread or all, by kind (kept in the
 * URL); open one (marks it read and goes where it leads), mark one or all read. Needs no permission: every
 * admin has his own.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const list = useListState(FILTERS);
  const tab = asTab(list.state.filters.tab);
  const kind = asKind(list.state.filters.kind);
  const { data, isFetching } = useNotifications({
    page: list.state.page,
    limit: list.state.limit,
    tab,
    kind,
  });
  const read = useReadNotification();
  const openRow = useOpenNotification();
  const filters = (patch: Record<string, string | undefined>) => {
    const next: Record<string, string> = {};
    for (const [key, value] of Object.entries({ tab, kind, ...patch })) if (value) next[key] = value;
    list.setFilters(next);
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Tabs
          activeKey={tab}
          onChange={(key) => filters({ tab: key })}
          items={NOTIFICATION_TABS.map((key) => ({
            key,
            label:
              key === 'unread' && data
                ? `${t('inbox.tabs.unread')} (${data.unread})`
                : t(`inbox.tabs.${key}`),
          }))}
        />
        <Flex gap={8} align="center">
          <Select
            allowClear
            aria-label={t('inbox.kind')}
            placeholder={t('inbox.kind')}
            style={{ width: 160 }}
            value={kind}
            onChange={(value?: string) => filters({ kind: value })}
            options={NOTIFICATION_KINDS.map((value) => ({ value, label: t(`inbox.kinds.${value}`) }))}
          />
          <Button disabled={!data?.unread} onClick={() => read.mutate(0)}>
            {t('inbox.markAllRead')}
          </Button>
        </Flex>
      </Flex>
      <Table<NotificationRow>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.data ?? []}
        pagination={{
          current: data?.current_page ?? list.state.page,
          pageSize: data?.per_page ?? list.state.limit,
          total: data?.total ?? 0,
          onChange: (page, limit) => list.setPage(page, limit),
        }}
        columns={[
          {
            key: 'text',
            title: t('inbox.columns.text'),
            render: (_, row) => (
              <Flex gap={6} align="baseline">
                {row.read ? null : <Tag color="blue">{t('inbox.unreadTag')}</Tag>}
                <Typography.Link strong={!row.read} onClick={() => void openRow(row)}>
                  {row.text}
                </Typography.Link>
              </Flex>
            ),
          },
          {
            key: 'kind',
            title: t('inbox.columns.kind'),
            width: 130,
            render: (_, row) => t(`inbox.kinds.${row.kind}`),
          },
          {
            key: 'created_at',
            title: t('inbox.columns.created_at'),
            width: 180,
            render: (_, row) => formatDateTime(row.created_at),
          },
          {
            key: 'actions',
            title: t('inbox.columns.actions'),
            width: 120,
            render: (_, row) =>
              row.read ? null : (
                <Button size="small" type="link" onClick={() => read.mutate(row.id)}>
                  {t('inbox.markRead')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
