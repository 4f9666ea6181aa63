import {
  formatDateTime,
  type SpecificationGroupInput,
  type SpecificationGroupRow,
  specificationGroupInputSchema,
} from '@bo/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { specificationGroups } from '../../../api/catalog';
import { BatchDeleteButton } from '../../../components/resource/BatchDeleteButton';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { CreateButton, RowActions } from '../../../components/resource/RowActions';
import { requiredRule } from '../../../components/resource/rules';
import type { FilterField } from '../../../components/resource/types';
import { useEditing } from '../../../components/resource/useEditing';
import { useListState } from '../../../components/resource/useListState';

const FILTERS = ['keyword'];
const label = (t: (k: string) => string, f: string) => t(`catalog.specificationGroup.fields.${f}`);

function GroupForm({ row, onClose }: { row: SpecificationGroupRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = specificationGroups.useSave();
  return (
    <ResourceFormModal<{ name: string; sort: number }, SpecificationGroupInput>
      open
      title={t(row ? 'catalog.specificationGroup.editTitle' : 'catalog.specificationGroup.createTitle')}
      labelPrefix="catalog.specificationGroup.fields"
      schema={specificationGroupInputSchema}
      initialValues={row ? { name: row.name, sort: row.sort } : { sort: 0 }}
      toPayload={(v) => ({ name: v.name ?? '', sort: v.sort ?? 0, version: row?.version })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
      width={480}
    >
      <Form.Item name="name" label={label(t, 'name')} rules={[requiredRule(t, label(t, 'name'))]}>
        <Input autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item name="sort" label={label(t, 'sort')}>
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
    </ResourceFormModal>
  );
}

/** SpecificationGroupList: groups that gather specifications on the goods form. */
export function SpecificationGroupListPage() {
  const { t } = useTranslation();
  const list = useListState(FILTERS);
  const query = specificationGroups.useList(list.params);
  const destroy = specificationGroups.useDestroy();
  const editing = useEditing<SpecificationGroupRow>();
  const filters: FilterField[] = [{ kind: 'text', name: 'keyword', label: label(t, 'keyword') }];
  const columns: ResourceColumn<SpecificationGroupRow>[] = [
    { key: 'id', title: label(t, 'id'), sortable: true, width: 80 },
    { key: 'name', title: label(t, 'name') },
    { key: 'specifications_count', title: label(t, 'specifications_count'), align: 'right' },
    { key: 'sort', title: label(t, 'sort'), sortable: true },
    {
      key: 'created_at',
      title: label(t, 'created_at'),
      sortable: true,
      render: (r) => formatDateTime(r.created_at),
    },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      render: (r) => (
        <RowActions
          resource="SpecificationGroup"
          onEdit={() => editing.edit(r)}
          onDelete={() => destroy.mutateAsync(r.id)}
        />
      ),
    },
  ];
  return (
    <>
      <ResourceTable<SpecificationGroupRow>
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        toolbar={<CreateButton resource="SpecificationGroup" onClick={editing.create} />}
        batchActions={(ids, clear) => (
          <BatchDeleteButton
            api="SpecificationGroupDestroy"
            ids={ids}
            onConfirm={(x) => destroy.mutateAsync(x)}
            onDone={clear}
          />
        )}
      />
      {editing.open ? <GroupForm row={editing.row} onClose={editing.close} /> : null}
    </>
  );
}
