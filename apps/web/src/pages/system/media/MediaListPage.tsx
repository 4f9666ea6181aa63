import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type MediaRow, useDestroyMedia, useMediaList } from '../../../api/media';
import { FileSize, RelativeTime } from '../../../components/format/Figures';
import { MediaThumb } from '../../../components/media/MediaThumb';
import { mediaTypeOptions } from '../../../components/media/mediaFilters';
import { UsedByTags } from '../../../components/media/UsedByTags';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { useListState } from '../../../components/resource/useListState';

const FILTER_NAMES = ['keyword', 'type'];

/**
 * MediaList: every uploaded file with where it is used; an unused file can be deleted (the server
 * refuses a used one and names where).
 */
export function MediaListPage() {
  const { t } = useTranslation();
  const list = useListState(FILTER_NAMES);
  const query = useMediaList(list.params);
  const destroy = useDestroyMedia();
  const label = (f: string) => t(`library.fields.${f}`);

  const columns: ResourceColumn<MediaRow>[] = [
    { key: 'preview', title: label('preview'), width: 72, render: (r) => <MediaThumb file={r} /> },
    {
      key: 'name',
      title: label('name'),
      render: (r) => (
        <Typography.Link href={r.url} target="_blank">
          {r.name}
        </Typography.Link>
      ),
    },
    { key: 'type', title: label('type'), render: (r) => <Tag>{t(`library.types.${r.type}`)}</Tag> },
    { key: 'size', title: label('size'), align: 'right', render: (r) => <FileSize bytes={r.size} /> },
    { key: 'uploader', title: label('uploader') },
    { key: 'created_at', title: label('created_at'), render: (r) => <RelativeTime value={r.created_at} /> },
    { key: 'used_by', title: label('used_by'), render: (r) => <UsedByTags uses={r.used_by} /> },
    {
      key: 'actions',
      can: 'MediaDestroy',
      title: t('resources.common.actions'),
      render: (r) => (
        <DeleteButton
          api="MediaDestroy"
          confirmText={t('library.confirmDelete')}
          onConfirm={() => destroy.mutateAsync(r.id)}
        />
      ),
    },
  ];

  return (
    <ResourceTable<MediaRow>
      list={list}
      query={query}
      columns={columns}
      emptyText={t('library.empty')}
      filters={[
        {
          kind: 'text',
          name: 'keyword',
          label: label('keyword'),
          placeholder: t('library.searchPlaceholder'),
        },
        { kind: 'select', name: 'type', label: label('type'), options: mediaTypeOptions(t) },
      ]}
    />
  );
}
