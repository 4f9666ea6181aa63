import { type BrandRow, formatDateTime } from '@bo/contract';
import { useTranslation } from 'react-i18next';
import { brands } from '../../../api/catalog';
import { BatchDeleteButton } from '../../../components/resource/BatchDeleteButton';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { CreateButton, RowActions, Thumb } from '../../../components/resource/RowActions';
import type { FilterField } from '../../../components/resource/types';
import { useEditing } from '../../../components/resource/useEditing';
import { useListState } from '../../../components/resource/useListState';
import { BrandForm } from './BrandForm';

const FILTERS = ['keyword'];

/** BrandList: brands with their logo and how many goods carry them. */
export function BrandListPage() {
  const { t } = useTranslation();
  const list = useListState(FILTERS);
  const query = brands.useList(list.params);
  const destroy = brands.useDestroy();
  const editing = useEditing<BrandRow>();
  const label = (f: string) => t(`catalog.brand.fields.${f}`);
  const filters: FilterField[] = [{ kind: 'text', name: 'keyword', label: label('keyword') }];
  const columns: ResourceColumn<BrandRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    { key: 'logo', title: label('logo'), width: 80, render: (r) => <Thumb src={r.logo} /> },
    { key: 'name', title: label('name') },
    { key: 'goods_count', title: label('goods_count'), align: 'right' },
    { key: 'sort', title: label('sort'), sortable: true },
    {
      key: 'created_at',
      title: label('created_at'),
      sortable: true,
      render: (r) => formatDateTime(r.created_at),
    },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      render: (r) => (
        <RowActions
          resource="Brand"
          onEdit={() => editing.edit(r)}
          onDelete={() => destroy.mutateAsync(r.id)}
        />
      ),
    },
  ];
  return (
    <>
      <ResourceTable<BrandRow>
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        toolbar={<CreateButton resource="Brand" onClick={editing.create} />}
        batchActions={(ids, clear) => (
          <BatchDeleteButton
            api="BrandDestroy"
            ids={ids}
            onConfirm={(x) => destroy.mutateAsync(x)}
            onDone={clear}
          />
        )}
      />
      {editing.open ? <BrandForm row={editing.row} onClose={editing.close} /> : null}
    </>
  );
}
