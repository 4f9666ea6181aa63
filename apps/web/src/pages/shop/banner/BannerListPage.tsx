import { BANNER_TYPES, type BannerRow } from '@bo/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { banners } from '../../../api/catalog';
import { BatchDeleteButton } from '../../../components/resource/BatchDeleteButton';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { CreateButton, RowActions, Thumb } from '../../../components/resource/RowActions';
import type { FilterField } from '../../../components/resource/types';
import { useEditing } from '../../../components/resource/useEditing';
import { useListState } from '../../../components/resource/useListState';
import { BannerForm } from './BannerForm';

const FILTERS = ['keyword', 'type', 'state'];

/** BannerList: storefront carousels, adverts and links. */
export function BannerListPage() {
  const { t } = useTranslation();
  const list = useListState(FILTERS);
  const query = banners.useList(list.params);
  const destroy = banners.useDestroy();
  const editing = useEditing<BannerRow>();
  const label = (f: string) => t(`catalog.banner.fields.${f}`);
  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: label('keyword') },
    {
      kind: 'select',
      name: 'type',
      label: label('type'),
      options: BANNER_TYPES.map((k) => ({ value: String(k), label: t(`catalog.banner.types.${k}`) })),
    },
    {
      kind: 'select',
      name: 'state',
      label: label('state'),
      options: ['1', '0'].map((k) => ({ value: k, label: t(`catalog.banner.states.${k}`) })),
    },
  ];
  const columns: ResourceColumn<BannerRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    { key: 'image', title: label('image'), width: 100, render: (r) => <Thumb src={r.image} size={56} /> },
    { key: 'name', title: label('name') },
    { key: 'type', title: label('type'), render: (r) => t(`catalog.banner.types.${r.type}`) },
    { key: 'url', title: label('url'), ellipsis: true },
    {
      key: 'state',
      title: label('state'),
      render: (r) => (
        <Tag color={r.state ? 'success' : 'default'}>{t(`catalog.banner.states.${r.state}`)}</Tag>
      ),
    },
    { key: 'sort', title: label('sort'), sortable: true },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      render: (r) => (
        <RowActions
          resource="Banner"
          onEdit={() => editing.edit(r)}
          onDelete={() => destroy.mutateAsync(r.id)}
        />
      ),
    },
  ];
  return (
    <>
      <ResourceTable<BannerRow>
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        toolbar={<CreateButton resource="Banner" onClick={editing.create} />}
        batchActions={(ids, clear) => (
          <BatchDeleteButton
            api="BannerDestroy"
            ids={ids}
            onConfirm={(x) => destroy.mutateAsync(x)}
            onDone={clear}
          />
        )}
      />
      {editing.open ? <BannerForm row={editing.row} onClose={editing.close} /> : null}
    </>
  );
}
