import { formatDateTime, formatMoney, type MemberRow } from '@bo/contract';
import { Drawer, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberLedger } from '../../../api/members';

const KIND_COLORS: Record<string, string> = { adjust: 'blue', payment: 'orange', refund: 'green' };

/** A member's balance ledger, newest first: every change with its reason and who made it. */
export function LedgerDrawer({ member, onClose }: { member: MemberRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useMemberLedger(member.id, { page, limit: 10 });
  const l = (k: string) => t(`members.ledger.${k}`);
  return (
    <Drawer
      open
      size="large"
      title={t('members.ledger.title', { account: member.account })}
      onClose={onClose}
    >
      <Table
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={query.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: query.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            key: 'kind',
            title: l('kind'),
            render: (_, r) => <Tag color={KIND_COLORS[r.kind]}>{t(`members.ledger.kinds.${r.kind}`)}</Tag>,
          },
          {
            key: 'amount',
            title: l('amount'),
            align: 'right',
            // A sum is never broken over two lines.
            render: (_, r) => (
              <Typography.Text type={r.amount < 0 ? 'danger' : 'success'} style={{ whiteSpace: 'nowrap' }}>
                {r.amount > 0 ? '+' : '-'}
                {formatMoney(Math.abs(r.amount))}
              </Typography.Text>
            ),
          },
          {
            key: 'after',
            title: l('balanceAfter'),
            align: 'right',
            render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(r.balance_after)}</span>,
          },
          { key: 'reason', title: l('reason'), dataIndex: 'reason' },
          {
            key: 'order',
            title: l('order'),
            // The order's number, opening the order: what the member and the clerk know it by.
            render: (_, r) =>
              r.order_id === null ? (
                '-'
              ) : (
                <Link to={`/shop/indent/detail/${r.order_id}`}>
                  {r.order_identification ?? `#${r.order_id}`}
                </Link>
              ),
          },
          { key: 'admin', title: l('admin'), render: (_, r) => r.admin_name ?? '-' },
          { key: 'time', title: l('time'), render: (_, r) => formatDateTime(r.created_at) },
        ]}
      />
    </Drawer>
  );
}
