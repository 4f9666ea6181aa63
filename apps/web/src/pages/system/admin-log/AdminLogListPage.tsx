import { AUDIT_SUBJECT_TYPES, LOG_METHODS } from '@bo/contract';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminLogRow, useAdminLogs } from '../../../api/adminLogs';
import { ListExportButton } from '../../../components/export/ListExportButton';
import { RelativeTime } from '../../../components/format/Figures';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { type FilterField, filterParamNames } from '../../../components/resource/types';
import { useListState } from '../../../components/resource/useListState';
import { AdminLogDetail } from './AdminLogDetail';
import { subjectName, subjectTitle } from './subjects';

const FILTERS = (label: (f: string) => string, title: (type: string) => string): FilterField[] => [
  { kind: 'text', name: 'operator', label: label('operator') },
  {
    kind: 'select',
    name: 'method',
    label: label('method'),
    options: LOG_METHODS.map((m) => ({ value: m, label: m })),
  },
  { kind: 'text', name: 'path', label: label('path') },
  { kind: 'dateRange', name: 'time', label: label('time'), from: 'from', to: 'to' },
  // Everything done to one record (a record's "History" link opens the log so).
  {
    kind: 'select',
    name: 'subject_type',
    label: label('subject_type'),
    options: AUDIT_SUBJECT_TYPES.map((type) => ({ value: type, label: title(type) })),
  },
  { kind: 'text', name: 'subject_id', label: label('subject_id') },
];
const FILTER_NAMES = filterParamNames(FILTERS(String, String));

/**
 * AdminLogList: every non-GET admin request, filtered by operator, method, path, time and the record
 * it changed.
 */
export function AdminLogListPage() {
  const { t } = useTranslation();
  const list = useListState(FILTER_NAMES);
  const query = useAdminLogs(list.params);
  const [shown, setShown] = useState<AdminLogRow | null>(null);
  const label = (f: string) => t(`resources.adminLog.fields.${f}`);

  const columns: ResourceColumn<AdminLogRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    { key: 'operator', title: label('operator'), render: (r) => r.operator ?? r.admin_id ?? '' },
    { key: 'method', title: label('method'), render: (r) => <Tag>{r.method}</Tag> },
    { key: 'path', title: label('path'), ellipsis: true },
    { key: 'subject', title: label('subject'), render: (r) => subjectName(t, r.subject_type, r.subject_id) },
    { key: 'ip', title: label('ip') },
    {
      key: 'status',
      title: label('status'),
      render: (r) => <Tag color={r.status >= 400 ? 'error' : 'success'}>{r.status}</Tag>,
    },
    {
      key: 'created_at',
      title: label('created_at'),
      sortable: true,
      render: (r) => <RelativeTime value={r.created_at} />,
    },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      render: (r) => (
        <Button type="link" size="small" onClick={() => setShown(r)}>
          {t('resources.common.detail')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ResourceTable<AdminLogRow>
        list={list}
        query={query}
        columns={columns}
        filters={FILTERS(label, (type) => subjectTitle(t, type))}
        toolbar={<ListExportButton path="admin/log" params={list.params} />}
      />
      <AdminLogDetail row={shown} onClose={() => setShown(null)} />
    </>
  );
}
