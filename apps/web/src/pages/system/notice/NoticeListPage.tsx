import { formatDateTime } from '@bo/contract';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type NoticeRow, useDestroyNotice, useNotices } from '../../../api/notices';
import { Permission } from '../../../auth/Permission';
import { BatchDeleteButton } from '../../../components/resource/BatchDeleteButton';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import type { FilterField } from '../../../components/resource/types';
import { useEditing } from '../../../components/resource/useEditing';
import { useListState } from '../../../components/resource/useListState';
import { NoticeForm } from './NoticeForm';

const FILTER_NAMES = ['keyword', 'state', 'from', 'to'];

/** NoticeList: notices shown on the dashboard and at /content/info/{id}; create, edit, publish, delete. */
export function NoticeListPage() {
  const { t } = useTranslation();
  const list = useListState(FILTER_NAMES);
  const query = useNotices(list.params);
  const destroy = useDestroyNotice();
  const editing = useEditing<NoticeRow>();
  const label = (f: string) => t(`resources.notice.fields.${f}`);

  const filters: FilterField[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: label('keyword'),
      placeholder: t('system.notice.keywordPlaceholder'),
    },
    {
      kind: 'select',
      name: 'state',
      label: label('state'),
      options: [
        { value: 'published', label: t('system.notice.published') },
        { value: 'draft', label: t('system.notice.draft') },
      ],
    },
    { kind: 'dateRange', name: 'time', label: label('time'), from: 'from', to: 'to' },
  ];

  const columns: ResourceColumn<NoticeRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 72 },
    { key: 'title', title: label('title'), ellipsis: true },
    { key: 'author', title: label('author') },
    {
      key: 'state',
      title: label('state'),
      render: (r) =>
        r.state === 'published' ? (
          <Tag color="success">{t('system.notice.published')}</Tag>
        ) : (
          <Tag>{t('system.notice.draft')}</Tag>
        ),
    },
    {
      key: 'published_at',
      title: label('published_at'),
      sortable: true,
      render: (r) => formatDateTime(r.published_at),
    },
    { key: 'updated_at', title: label('updated_at'), render: (r) => formatDateTime(r.updated_at) },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      fixed: 'right',
      render: (r) => (
        <Space size={0}>
          {r.state === 'published' ? (
            <Link to={`/content/info/${r.id}`}>
              <Button type="link" size="small">
                {t('system.notice.view')}
              </Button>
            </Link>
          ) : null}
          <Permission api="NoticeEdit">
            <Button type="link" size="small" onClick={() => editing.edit(r)}>
              {t('resources.common.edit')}
            </Button>
          </Permission>
          <DeleteButton api="NoticeDestroy" onConfirm={() => destroy.mutateAsync(r.id)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ResourceTable<NoticeRow>
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        batchActions={(ids, clear) => (
          <BatchDeleteButton api="NoticeDestroy" ids={ids} onConfirm={destroy.mutateAsync} onDone={clear} />
        )}
        toolbar={
          <Permission api="NoticeCreate">
            <Button type="primary" onClick={editing.create}>
              {t('resources.common.create')}
            </Button>
          </Permission>
        }
      />
      {editing.open ? <NoticeForm row={editing.row} onClose={editing.close} /> : null}
    </>
  );
}
