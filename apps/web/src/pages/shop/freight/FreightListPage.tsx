import { type FreightRow, formatDateTime } from '@bo/contract';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCopyFreight, useDestroyFreight, useFreights } from '../../../api/freight';
import { Permission } from '../../../auth/Permission';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import type { FilterField } from '../../../components/resource/types';
import { useListState } from '../../../components/resource/useListState';

const FILTERS = ['keyword'];

/** FreightList: templates with their valuation, regional rules, free regions and last edit. */
export function FreightListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState(FILTERS);
  const query = useFreights(list.params);
  const destroy = useDestroyFreight();
  const copy = useCopyFreight();
  const { message } = App.useApp();
  // The copy opens for editing at once: it is made to be changed (another name, other regions).
  const copyAndEdit = (id: number) =>
    copy.mutateAsync(id).then(
      (made) => {
        message.success(t('sales.freight.copied', { name: made.name }));
        navigate(`/shop/freight/edit/${made.id}`);
      },
      () => undefined,
    );
  const label = (f: string) => t(`sales.freight.fields.${f}`);
  const filters: FilterField[] = [{ kind: 'text', name: 'keyword', label: label('keyword') }];
  const columns: ResourceColumn<FreightRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    { key: 'name', title: label('name') },
    {
      key: 'valuation',
      title: label('valuation'),
      render: (r) => t(`sales.freight.valuations.${r.valuation}`),
    },
    { key: 'rules', title: label('rules'), render: (r) => r.rules.length },
    {
      key: 'free_regions',
      title: label('free_regions'),
      ellipsis: true,
      render: (r) => r.free_regions.map((x) => x.name).join('、') || '-',
    },
    { key: 'origin', title: label('origin') },
    {
      key: 'updated_at',
      title: label('updated_at'),
      sortable: true,
      render: (r) => formatDateTime(r.updated_at),
    },
    {
      key: 'actions',
      can: ['FreightEdit', 'FreightCreate', 'FreightDestroy'],
      title: t('resources.common.actions'),
      render: (r) => (
        <Space size={0}>
          <Permission api="FreightEdit">
            <Button type="link" size="small" onClick={() => navigate(`/shop/freight/edit/${r.id}`)}>
              {t('resources.common.edit')}
            </Button>
          </Permission>
          <Permission api="FreightCreate">
            <Button
              type="link"
              size="small"
              loading={copy.isPending && copy.variables === r.id}
              onClick={() => void copyAndEdit(r.id)}
            >
              {t('sales.freight.copy')}
            </Button>
          </Permission>
          <DeleteButton api="FreightDestroy" onConfirm={() => destroy.mutateAsync(r.id)} />
        </Space>
      ),
    },
  ];
  return (
    <ResourceTable<FreightRow>
      list={list}
      query={query}
      columns={columns}
      filters={filters}
      toolbar={
        <Permission api="FreightCreate">
          <Button type="primary" onClick={() => navigate('/shop/freight/create')}>
            {t('resources.common.create')}
          </Button>
        </Permission>
      }
    />
  );
}
