import { formatDateTime, GOOD_TABS, type GoodRow, goodFields } from '@bo/contract';
import { Button, Card, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { brands } from '../../../../api/catalog';
import { useCategoryTree } from '../../../../api/categories';
import { downloadGoodsExport, goodApi, useGoodCount, useGoods } from '../../../../api/goods';
import { Permission } from '../../../../auth/Permission';
import { ExportJobButton } from '../../../../components/export/ExportJobButton';
import { CountTabs, useActiveIndex } from '../../../../components/resource/CountTabs';
import { cellOf, optionLabel } from '../../../../components/resource/declared/declaredColumns';
import { type ResourceColumn, ResourceTable } from '../../../../components/resource/ResourceTable';
import { Thumb } from '../../../../components/resource/RowActions';
import type { FilterField } from '../../../../components/resource/types';
import { useListState } from '../../../../components/resource/useListState';
import { useReturnFocus } from '../../../../components/useReturnFocus';
import { cascaderOptions } from '../../category/categoryTree';
import { GoodStateTag, priceRange } from './GoodStateTag';
import { TimedShelfModal } from './TimedShelfModal';
import { useGoodActions } from './useGoodActions';

/** The search form's URL params (the tab is kept apart as `activeIndex`). */
const FILTER_NAMES = ['keyword', 'category_id', 'brand_id', 'type', 'price_min', 'price_max', 'from', 'to'];

/** GoodList: the goods tabs with live counts, search, state actions single and batch, and export. */
export function GoodListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [activeIndex, setTab] = useActiveIndex(GOOD_TABS.length);
  const list = useListState(FILTER_NAMES);
  const params = useMemo(() => ({ ...list.params, activeIndex }), [list.params, activeIndex]);
  const query = useGoods(params);
  const counts = useGoodCount(list.state.filters).data;
  const categories = useCategoryTree().data ?? [];
  const brandRows = brands.useOptions().data?.data ?? [];
  const actions = useGoodActions();
  const [timed, setTimed] = useState<{ ids: number[]; done?: () => void } | null>(null);
  useReturnFocus(timed !== null);
  const label = (f: string) => t(`goods.fields.${f}`);
  const lowTab = GOOD_TABS[activeIndex - 1] === 'lowInventory';

  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: label('keyword') },
    {
      kind: 'cascader',
      name: 'category_id',
      label: label('category_id'),
      options: cascaderOptions(categories),
    },
    {
      kind: 'select',
      name: 'brand_id',
      label: label('brand_id'),
      options: brandRows.map((b) => ({ value: String(b.id), label: b.name })),
    },
    {
      kind: 'select',
      name: 'type',
      label: label('type'),
      options: goodFields.fields.type.options.map(({ value }) => ({
        value: String(value),
        label: optionLabel(goodFields, 'type', value, t),
      })),
    },
    { kind: 'priceRange', name: 'price', label: label('price'), from: 'price_min', to: 'price_max' },
    { kind: 'dateRange', name: 'time', label: label('created_at'), from: 'from', to: 'to' },
  ];

  const columns: ResourceColumn<GoodRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    {
      key: 'name',
      title: label('goods'),
      render: (r) => (
        <Space>
          <Thumb src={r.master_image} alt={r.name} size={48} />
          <Space orientation="vertical" size={0}>
            <Typography.Text strong>{r.name}</Typography.Text>
            <Typography.Text type="secondary">
              {r.number || '-'} · {optionLabel(goodFields, 'type', r.type, t)}
            </Typography.Text>
          </Space>
        </Space>
      ),
    },
    { key: 'category_name', title: label('category_id') },
    { key: 'brand_name', title: label('brand_id') },
    {
      key: 'price',
      title: label('price'),
      sortable: true,
      align: 'right',
      render: (r) => priceRange(r.price_min, r.price_max),
    },
    {
      key: 'market_price',
      title: label('market_price'),
      align: 'right',
      render: (r) => cellOf(goodFields, 'market_price', r.market_price, t),
    },
    {
      key: 'inventory',
      title: label('inventory'),
      sortable: true,
      align: 'right',
      // Sold out in red; the low-inventory tab holds only goods below the configured threshold.
      render: (r) => (
        <Typography.Text type={r.inventory === 0 ? 'danger' : lowTab ? 'warning' : undefined} strong={lowTab}>
          {r.inventory}
        </Typography.Text>
      ),
    },
    { key: 'sales', title: label('sales'), sortable: true, align: 'right' },
    { key: 'is_show', title: label('is_show'), render: (r) => <GoodStateTag good={r} /> },
    { key: 'sort', title: label('sort'), sortable: true },
    {
      key: 'created_at',
      title: label('created_at'),
      sortable: true,
      render: (r) => formatDateTime(r.created_at),
    },
    {
      key: 'actions',
      can: ['GoodDetail', 'GoodEdit', 'GoodState', 'GoodDestroy'],
      title: t('resources.common.actions'),
      fixed: 'right',
      width: 220,
      render: (r) => (
        <Space size={0} wrap>
          <Permission api="GoodDetail">
            <Button type="link" size="small" onClick={() => navigate(`/shop/good/detail/${r.id}`)}>
              {t('resources.common.detail')}
            </Button>
          </Permission>
          <Permission api="GoodEdit">
            <Button type="link" size="small" onClick={() => navigate(`/shop/good/edit/${r.id}`)}>
              {t('resources.common.edit')}
            </Button>
          </Permission>
          <Permission api="GoodState">
            {r.is_show === 1 ? (
              <Button type="link" size="small" onClick={() => actions.toWarehouse([r.id])}>
                {t('goods.actions.toWarehouse')}
              </Button>
            ) : (
              <Button type="link" size="small" onClick={() => actions.sellNow([r.id])}>
                {t('goods.actions.sellNow')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setTimed({ ids: [r.id] })}>
              {t('goods.actions.timed')}
            </Button>
          </Permission>
          <Permission api="GoodDestroy">
            <Button type="link" size="small" danger onClick={() => actions.remove([r.id])}>
              {t('resources.common.delete')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <CountTabs
        tabs={GOOD_TABS}
        activeIndex={activeIndex}
        onChange={setTab}
        label={(tab) => t(`goods.tabs.${tab}`)}
        counts={counts}
        highlight="lowInventory"
      />
      <ResourceTable<GoodRow>
        // A new tab starts with nothing selected.
        key={activeIndex}
        list={{ ...list, params }}
        query={query}
        columns={columns}
        filters={filters}
        toolbar={
          <Space>
            <Permission api="GoodCreate">
              <Button type="primary" onClick={() => navigate('/shop/good/create')}>
                {t('resources.common.create')}
              </Button>
            </Permission>
            <ExportJobButton
              params={params}
              api="GoodExport"
              start={goodApi.exportAll}
              download={downloadGoodsExport}
              texts="goods.export"
            />
          </Space>
        }
        batchActions={(ids, clear) => (
          <Space>
            <Permission api="GoodState">
              <Button onClick={() => actions.sellNow(ids, clear)}>{t('goods.actions.sellNow')}</Button>
              <Button onClick={() => setTimed({ ids, done: clear })}>{t('goods.actions.timed')}</Button>
              <Button onClick={() => actions.toWarehouse(ids, clear)}>
                {t('goods.actions.toWarehouse')}
              </Button>
            </Permission>
            <Permission api="GoodDestroy">
              <Button danger onClick={() => actions.remove(ids, clear)}>
                {t('resources.common.batchDelete')}
              </Button>
            </Permission>
          </Space>
        )}
      />
      {timed ? (
        <TimedShelfModal
          count={timed.ids.length}
          onSubmit={async (timing) => {
            const text = await actions.shelveAt(timed.ids, timing);
            timed.done?.();
            return text;
          }}
          onClose={() => setTimed(null)}
        />
      ) : null}
    </Card>
  );
}
