import { formatDateTime, formatMoney, MEMBER_TABS, type MemberRow, memberFields } from '@bo/contract';
import { Avatar, Button, Card, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDestroyMember, useMemberCount, useMembers } from '../../../api/members';
import { Permission } from '../../../auth/Permission';
import { ListExportButton } from '../../../components/export/ListExportButton';
import { HistoryLink } from '../../../components/history/HistoryLink';
import { CountTabs, useActiveIndex } from '../../../components/resource/CountTabs';
import { actionsColumn, createdAtColumn } from '../../../components/resource/columns';
import { optionLabel } from '../../../components/resource/declared/declaredColumns';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { CreateButton, RowActions } from '../../../components/resource/RowActions';
import type { FilterField } from '../../../components/resource/types';
import { useEditing } from '../../../components/resource/useEditing';
import { useListState } from '../../../components/resource/useListState';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { BalanceModal } from './BalanceModal';
import { LedgerDrawer } from './LedgerDrawer';
import { MemberForm } from './MemberForm';

const FILTER_NAMES = ['keyword', 'from', 'to'];

/** MemberList: members by state with counts, search, edit, and the balance only through its ledger. */
export function MemberListPage() {
  const { t } = useTranslation();
  const [activeIndex, setTab] = useActiveIndex(MEMBER_TABS.length);
  const list = useListState(FILTER_NAMES);
  const params = useMemo(() => ({ ...list.params, activeIndex }), [list.params, activeIndex]);
  const query = useMembers(params);
  const counts = useMemberCount(list.state.filters).data;
  const destroy = useDestroyMember();
  const editing = useEditing<MemberRow>();
  const [balanceOf, setBalanceOf] = useState<MemberRow | null>(null);
  const [ledgerOf, setLedgerOf] = useState<MemberRow | null>(null);
  useReturnFocus(balanceOf !== null || ledgerOf !== null);
  const label = (f: string) => t(`members.fields.${f}`);

  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: label('keyword') },
    { kind: 'dateRange', name: 'time', label: label('created_at'), from: 'from', to: 'to' },
  ];
  const columns: ResourceColumn<MemberRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    {
      key: 'account',
      title: label('account'),
      render: (r) => (
        <Space>
          {/* Beside the account it belongs to: decorative, a name would only repeat the account. */}
          <Avatar src={r.avatar || undefined} alt="" size="small">
            {r.account.slice(0, 1).toUpperCase()}
          </Avatar>
          {r.account}
        </Space>
      ),
    },
    { key: 'nickname', title: label('nickname') },
    {
      key: 'gender',
      title: label('gender'),
      render: (r) => optionLabel(memberFields, 'gender', r.gender, t),
    },
    { key: 'birthday', title: label('birthday'), render: (r) => r.birthday || '-' },
    { key: 'phone', title: label('phone'), render: (r) => r.phone || '-' },
    { key: 'email', title: label('email'), render: (r) => r.email || '-' },
    {
      key: 'balance',
      title: label('balance'),
      sortable: true,
      align: 'right',
      render: (r) => formatMoney(r.balance),
    },
    {
      key: 'state',
      title: label('state'),
      render: (r) => (
        <Tag color={r.state ? 'success' : 'error'}>{optionLabel(memberFields, 'state', r.state, t)}</Tag>
      ),
    },
    {
      key: 'last_login_at',
      title: label('last_login_at'),
      sortable: true,
      render: (r) => formatDateTime(r.last_login_at) || '-',
    },
    createdAtColumn(label('created_at')),
    actionsColumn(
      t,
      (r) => (
        <RowActions
          resource="Member"
          onEdit={() => editing.edit(r)}
          onDelete={() => destroy.mutateAsync(r.id)}
        >
          <Permission api="MemberBalance">
            <Button type="link" size="small" onClick={() => setBalanceOf(r)}>
              {t('members.actions.balance')}
            </Button>
          </Permission>
          <Button type="link" size="small" onClick={() => setLedgerOf(r)}>
            {t('members.actions.ledger')}
          </Button>
          <HistoryLink type="member" id={r.id} inRow />
        </RowActions>
      ),
      300,
    ),
  ];

  return (
    <Card>
      <CountTabs
        tabs={MEMBER_TABS}
        activeIndex={activeIndex}
        onChange={setTab}
        label={(tab) => t(`members.tabs.${tab}`)}
        counts={counts}
      />
      <ResourceTable<MemberRow>
        key={activeIndex}
        list={{ ...list, params }}
        query={query}
        columns={columns}
        filters={filters}
        toolbar={
          <Space>
            <CreateButton resource="Member" onClick={editing.create} />
            <ListExportButton path="member" params={params} />
          </Space>
        }
      />
      {editing.open ? <MemberForm row={editing.row} onClose={editing.close} /> : null}
      {balanceOf ? <BalanceModal member={balanceOf} onClose={() => setBalanceOf(null)} /> : null}
      {ledgerOf ? <LedgerDrawer member={ledgerOf} onClose={() => setLedgerOf(null)} /> : null}
    </Card>
  );
}
