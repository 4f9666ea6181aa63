import type { SpecificationRow } from '@bo/contract';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { specificationGroups, specifications } from '../../../api/catalog';
import { BatchDeleteButton } from '../../../components/resource/BatchDeleteButton';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { CreateButton, RowActions, rowActionApis } from '../../../components/resource/RowActions';
import type { FilterField } from '../../../components/resource/types';
import { useEditing } from '../../../components/resource/useEditing';
import { useListState } from '../../../components/resource/useListState';
import { SpecificationForm } from './SpecificationForm';

const FILTERS = ['keyword', 'group_id', 'type', 'location'];
const SHOWN_VALUES = 5;
const KINDS = ['0', '1', '2'];

/** SpecificationList: what the goods form offers as parameters and SKU options. */
export function SpecificationListPage() {
  const { t } = useTranslation();
  const list = useListState(FILTERS);
  const query = specifications.useList(list.params);
  const destroy = specifications.useDestroy();
  const groups = specificationGroups.useOptions();
  const editing = useEditing<SpecificationRow>();
  const label = (f: string) => t(`catalog.specification.fields.${f}`);
  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: label('keyword') },
    {
      kind: 'select',
      name: 'group_id',
      label: label('group_id'),
      options: (groups.data?.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
    },
    {
      kind: 'select',
      name: 'type',
      label: label('type'),
      options: KINDS.map((k) => ({ value: k, label: t(`catalog.specification.types.${k}`) })),
    },
    {
      kind: 'select',
      name: 'location',
      label: label('location'),
      options: KINDS.map((k) => ({ value: k, label: t(`catalog.specification.locations.${k}`) })),
    },
  ];
  const columns: ResourceColumn<SpecificationRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    { key: 'name', title: label('name') },
    { key: 'label', title: label('label') },
    { key: 'group_name', title: label('group_id') },
    {
      key: 'type',
      title: label('type'),
      render: (r) => <Tag>{t(`catalog.specification.types.${r.type}`)}</Tag>,
    },
    {
      key: 'location',
      title: label('location'),
      render: (r) => t(`catalog.specification.locations.${r.location}`),
    },
    {
      key: 'values',
      title: label('values'),
      render: (r) => (
        <Space size={4} wrap>
          {r.values.slice(0, SHOWN_VALUES).map((v) => (
            <Tag key={v}>{v}</Tag>
          ))}
          {r.values.length > SHOWN_VALUES ? (
            <Tag>{t('catalog.specification.more', { count: r.values.length - SHOWN_VALUES })}</Tag>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'is_search',
      title: label('is_search'),
      render: (r) => (r.is_search ? t('resources.common.yes') : t('resources.common.no')),
    },
    { key: 'sort', title: label('sort'), sortable: true },
    {
      key: 'actions',
      can: rowActionApis('Specification'),
      title: t('resources.common.actions'),
      render: (r) => (
        <RowActions
          resource="Specification"
          onEdit={() => editing.edit(r)}
          onDelete={() => destroy.mutateAsync(r.id)}
        />
      ),
    },
  ];
  return (
    <>
      <ResourceTable<SpecificationRow>
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        toolbar={<CreateButton resource="Specification" onClick={editing.create} />}
        batchActions={(ids, clear) => (
          <BatchDeleteButton
            api="SpecificationDestroy"
            ids={ids}
            onConfirm={(x) => destroy.mutateAsync(x)}
            onDone={clear}
          />
        )}
      />
      {editing.open ? <SpecificationForm row={editing.row} onClose={editing.close} /> : null}
    </>
  );
}
