import { BellOutlined } from '@ant-design/icons';
import type { NotificationRow } from '@bo/contract';
import { Badge, Button, Empty, Flex, Popover, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BELL_PARAMS, useNotifications, useReadNotification } from '../../../api/notifications';
import { RelativeTime } from '../../../components/format/Figures';
import { useNotificationStream } from './useNotificationStream';
import { useOpenNotification } from './useOpenNotification';

/** How often the bell asks for the count while the live stream is down. */
export const BELL_POLL_MS = 30_000;

function Item({ row, onOpen }: { row: NotificationRow; onOpen: (row: NotificationRow) => void }) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      className="bo-notification-item"
      onClick={() => onOpen(row)}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        border: 0,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: 'transparent',
        padding: '8px 4px',
        cursor: 'pointer',
        color: 'inherit',
      }}
    >
      <Flex gap={6} align="baseline">
        {row.read ? null : <Badge status="processing" />}
        <Typography.Text strong={!row.read}>{row.text}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <RelativeTime value={row.created_at} />
      </Typography.Text>
    </button>
  );
}

/**
 * The top bar's bell: the unread count, live from the notification stream (or polled while it is
 * down), and on click the latest notifications; a click on one opens what it is about and marks it read.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const live = useNotificationStream();
  const { data } = useNotifications(BELL_PARAMS, live ? false : BELL_POLL_MS);
  const readAll = useReadNotification();
  const openRow = useOpenNotification();
  const [open, setOpen] = useState(false);
  const unread = data?.unread ?? 0;
  const rows = data?.data ?? [];

  const content = (
    <div style={{ width: 340, maxWidth: '80vw' }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
        <Typography.Text type="secondary">{t('inbox.unread', { count: unread })}</Typography.Text>
        <Button size="small" type="link" disabled={unread === 0} onClick={() => readAll.mutate(0)}>
          {t('inbox.markAllRead')}
        </Button>
      </Flex>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.empty')} />
      ) : (
        <nav aria-label={t('inbox.bell')} style={{ maxHeight: 360, overflowY: 'auto' }}>
          {rows.map((row) => (
            <Item
              key={row.id}
              row={row}
              onOpen={(r) => {
                setOpen(false);
                void openRow(r);
              }}
            />
          ))}
        </nav>
      )}
      {live ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('inbox.offline')}
        </Typography.Text>
      )}
      <Button
        block
        type="link"
        onClick={() => {
          setOpen(false);
          navigate('/notifications');
        }}
      >
        {t('inbox.viewAll')}
      </Button>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('inbox.bell')}
      content={content}
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          aria-label={
            unread ? `${t('inbox.bell')}, ${t('inbox.unread', { count: unread })}` : t('inbox.bell')
          }
          title={t('inbox.bell')}
          icon={<BellOutlined />}
          data-testid="notification-bell"
        />
      </Badge>
    </Popover>
  );
}
