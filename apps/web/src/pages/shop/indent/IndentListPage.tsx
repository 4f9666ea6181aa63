import {
  formatDateTime,
  formatMoney,
  ORDER_TAB_NAMES,
  type OrderRow,
  orderFields,
  ORDER_STATES as S,
} from '@bo/contract';
import { Button, Card, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadOrdersExport, orderActions, useOrderCount, useOrders } from '../../../api/orders';
import { Permission } from '../../../auth/Permission';
import { ExportJobButton } from '../../../components/export/ExportJobButton';
import { CountTabs, useActiveIndex } from '../../../components/resource/CountTabs';
import { fieldSetColumns, fieldSetFilters } from '../../../components/resource/declared/declaredColumns';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { Thumb } from '../../../components/resource/RowActions';
import { useListState } from '../../../components/resource/useListState';
import { OrderPrintButtons } from '../../print/PrintButtons';
import { OrderStateTag } from './OrderStateTag';
import { useOrderModals } from './useOrderModals';

/** The search form's URL params: the declared filters' query parameters (the tab is kept apart). */
const FILTER_NAMES = Object.keys(orderFields.query);

/**
 * IndentList: orders by state tab with live counts, search, and shipping right from the list. The
 * filters and columns are the declared ones (resources/order-fields.ts); the cells drawn from several
 * fields, the state tag, the tabs and the actions are the page's own.
 */
export function IndentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [activeIndex, setTab] = useActiveIndex(ORDER_TAB_NAMES.length);
  const list = useListState(FILTER_NAMES);
  const params = useMemo(() => ({ ...list.params, activeIndex }), [list.params, activeIndex]);
  const query = useOrders(params);
  const counts = useOrderCount(list.state.filters).data;
  const modals = useOrderModals();
  const filters = useMemo(() => fieldSetFilters(orderFields, t), [t]);

  const columns: ResourceColumn<OrderRow>[] = [
    ...fieldSetColumns<OrderRow>(orderFields, t, {
      identification: (r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Link onClick={() => navigate(`/shop/indent/detail/${r.id}`)}>
            {r.identification}
          </Typography.Link>
          <Typography.Text type="secondary">{formatDateTime(r.created_at)}</Typography.Text>
        </Space>
      ),
      goods: (r) => (
        <Space orientation="vertical" size={4}>
          {r.lines.map((line) => (
            <Space key={line.name} size={8}>
              <Thumb src={line.image} alt={line.name} size={32} />
              <Typography.Text ellipsis style={{ maxWidth: 220 }}>
                {line.name} × {line.number}
              </Typography.Text>
            </Space>
          ))}
          {r.line_count > r.lines.length ? (
            <Typography.Text type="secondary">
              {t('orders.lineCount', { count: r.line_count })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
      member: (r) => r.member_account ?? '-',
      consignee: (r) => (
        <Space orientation="vertical" size={0}>
          <span>
            {r.consignee} {r.phone}
          </span>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240 }}>
            {r.region_name} {r.address}
          </Typography.Text>
        </Space>
      ),
      // The total with the carriage it holds.
      total: (r) => (
        <Space orientation="vertical" size={0} style={{ textAlign: 'right' }}>
          <Typography.Text strong>{formatMoney(r.total)}</Typography.Text>
          {r.carriage ? (
            <Typography.Text type="secondary">
              {t('orders.carriageNote', { carriage: formatMoney(r.carriage) })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
      state: (r) => <OrderStateTag state={r.state} />,
    }),
    {
      key: 'actions',
      title: t('resources.common.actions'),
      fixed: 'right',
      width: 170,
      render: (r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => navigate(`/shop/indent/detail/${r.id}`)}>
            {t('resources.common.detail')}
          </Button>
          {r.state === S.waitDelivery ? (
            <Permission api="IndentShipment">
              <Button type="link" size="small" onClick={() => modals.open({ kind: 'ship', order: r })}>
                {t('orders.actions.ship')}
              </Button>
            </Permission>
          ) : null}
          {r.state === S.waitReceipt ? (
            <Permission api="IndentReceiving">
              <Button type="link" size="small" onClick={() => modals.open({ kind: 'receiving', order: r })}>
                {t('orders.actions.receiving')}
              </Button>
            </Permission>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <CountTabs
        tabs={ORDER_TAB_NAMES}
        activeIndex={activeIndex}
        onChange={setTab}
        label={(tab) => t(`orders.tabs.${tab}`)}
        counts={counts}
        capped={counts?.capped}
        highlight="waitDelivery"
      />
      <ResourceTable<OrderRow>
        key={activeIndex}
        list={{ ...list, params }}
        query={query}
        columns={columns}
        filters={filters}
        batchActions={(ids) => <OrderPrintButtons ids={ids} />}
        toolbar={
          <ExportJobButton
            params={params}
            api="IndentExport"
            start={orderActions.exportAll}
            download={downloadOrdersExport}
            texts="orders.export"
            command="orders.export"
          />
        }
      />
      {modals.modal}
    </Card>
  );
}
