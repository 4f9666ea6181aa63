import type { DhlRow } from '@bo/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDestroyDhl, useDhls } from '../../../api/dhl';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { CreateButton, RowActions } from '../../../components/resource/RowActions';
import type { FilterField } from '../../../components/resource/types';
import { useEditing } from '../../../components/resource/useEditing';
import { useListState } from '../../../components/resource/useListState';
import { DhlForm } from './DhlForm';

const FILTERS = ['keyword', 'state'];

/** DhlList: the logistics companies orders ship with; one is preselected as the default. */
export function DhlListPage() {
  const { t } = useTranslation();
  const list = useListState(FILTERS);
  const query = useDhls(list.params);
  const destroy = useDestroyDhl();
  const editing = useEditing<DhlRow>();
  const label = (f: string) => t(`sales.dhl.fields.${f}`);
  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: label('keyword') },
    {
      kind: 'select',
      name: 'state',
      label: label('state'),
      options: [
        { value: '1', label: t('sales.dhl.enabled') },
        { value: '0', label: t('sales.dhl.disabled') },
      ],
    },
  ];
  const columns: ResourceColumn<DhlRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    {
      key: 'name',
      title: label('name'),
      render: (r) => (
        <>
          {r.name} {r.is_default ? <Tag color="gold">{t('sales.dhl.default')}</Tag> : null}
        </>
      ),
    },
    { key: 'abbreviation', title: label('abbreviation') },
    {
      key: 'state',
      title: label('state'),
      render: (r) => (
        <Tag color={r.state ? 'success' : 'default'}>
          {t(r.state ? 'sales.dhl.enabled' : 'sales.dhl.disabled')}
        </Tag>
      ),
    },
    { key: 'sort', title: label('sort'), sortable: true },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      render: (r) => (
        <RowActions
          resource="Dhl"
          onEdit={() => editing.edit(r)}
          onDelete={() => destroy.mutateAsync(r.id)}
        />
      ),
    },
  ];
  return (
    <>
      <ResourceTable<DhlRow>
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        toolbar={<CreateButton resource="Dhl" onClick={editing.create} />}
      />
      {editing.open ? <DhlForm row={editing.row} onClose={editing.close} /> : null}
    </>
  );
}
