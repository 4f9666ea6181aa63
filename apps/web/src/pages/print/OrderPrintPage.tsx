import { formatDateTime, formatMoney, type OrderDetail, type OrderLine } from '@bo/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrderDetails } from '../../api/orders';
import { PrintFrame } from './PrintFrame';
import { PrintTable } from './PrintTable';
import { MAX_PRINT_RECORDS, type OrderDocument, type Paper, parseIds, usePaper } from './papers';
import { type PickLine, pickingLines, specText } from './picking';

const PAPERS: readonly Paper[] = ['a4', 'thermal80'];

/**
 * /print/orders?ids=1,2&doc=slip|picking&paper=a4|thermal80: the delivery slips of the orders (one a page)
 * or one picking list for them all, on A4 or an 80 mm thermal roll.
 */
export function OrderPrintPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [paper, setPaper] = usePaper(PAPERS);
  const doc: OrderDocument = params.get('doc') === 'picking' ? 'picking' : 'slip';
  const ids = parseIds(params.get('ids'));
  const tooMany = ids.length > MAX_PRINT_RECORDS;
  const query = useOrderDetails(tooMany ? [] : ids);
  const title = t(doc === 'picking' ? 'print.picking.title' : 'print.slip.title');

  if (ids.length === 0 || tooMany)
    return (
      <Alert
        type="warning"
        showIcon
        title={tooMany ? t('print.tooMany', { max: MAX_PRINT_RECORDS }) : t('print.none')}
      />
    );
  const compact = paper === 'thermal80';
  return (
    <PrintFrame title={title} paper={paper} papers={PAPERS} onPaper={setPaper} query={query}>
      {doc === 'picking' ? (
        <PickingList orders={query.data ?? []} compact={compact} />
      ) : (
        (query.data ?? []).map((order) => <DeliverySlip key={order.id} order={order} compact={compact} />)
      )}
    </PrintFrame>
  );
}

/** One order's delivery slip: where it goes, what is in the parcel, what was paid, a line to sign. */
function DeliverySlip({ order, compact }: { order: OrderDetail; compact: boolean }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`print.slip.${key}`);
  return (
    <section className="print-doc" data-testid="delivery-slip">
      <h1>{s('title')}</h1>
      <dl>
        <dt>{s('order')}</dt>
        <dd>{order.identification}</dd>
        <dt>{s('placedAt')}</dt>
        <dd>{formatDateTime(order.created_at)}</dd>
        <dt>{s('consignee')}</dt>
        <dd>{order.consignee}</dd>
        <dt>{s('phone')}</dt>
        <dd>{order.phone}</dd>
        <dt>{s('address')}</dt>
        <dd>{`${order.region_name} ${order.address}`}</dd>
        {order.dhl_name ? (
          <>
            <dt>{s('carrier')}</dt>
            <dd>{order.dhl_name}</dd>
          </>
        ) : null}
        {order.odd ? (
          <>
            <dt>{s('waybill')}</dt>
            <dd>{order.odd}</dd>
          </>
        ) : null}
        {order.remark ? (
          <>
            <dt>{s('remark')}</dt>
            <dd>{order.remark}</dd>
          </>
        ) : null}
      </dl>
      <PrintTable<OrderLine>
        rows={order.order_lines}
        rowKey={(line) => line.id}
        columns={[
          {
            key: 'goods',
            title: s('goods'),
            cell: (line) => <GoodsCell name={line.name} spec={compact ? specText(line.spec) : ''} />,
          },
          !compact && { key: 'spec', title: s('spec'), cell: (line) => specText(line.spec) },
          !compact && { key: 'price', title: s('price'), num: true, cell: (line) => formatMoney(line.price) },
          { key: 'quantity', title: s('quantity'), num: true, cell: (line) => line.number },
          {
            key: 'amount',
            title: s('amount'),
            num: true,
            cell: (line) => formatMoney(line.price * line.number),
          },
        ]}
      />
      <dl>
        <dt>{s('goodsAmount')}</dt>
        <dd>{formatMoney(order.goods_amount)}</dd>
        <dt>{s('carriage')}</dt>
        <dd>{formatMoney(order.carriage)}</dd>
        <dt>{s('total')}</dt>
        <dd>
          <strong>{formatMoney(order.total)}</strong>
        </dd>
      </dl>
      <div className="signatures">
        <div>{s('signature')}</div>
      </div>
    </section>
  );
}

/** The units to pick for all the orders, summed per specification, with a box to tick for each. */
function PickingList({ orders, compact }: { orders: readonly OrderDetail[]; compact: boolean }) {
  const { t } = useTranslation();
  const p = (key: string) => t(`print.picking.${key}`);
  const lines = pickingLines(orders);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <section className="print-doc" data-testid="picking-list">
      <h1>{p('title')}</h1>
      <p>{t('print.picking.summary', { orders: orders.length, lines: lines.length, units })}</p>
      <PrintTable<PickLine>
        rows={lines}
        rowKey={(line) => line.skuId}
        columns={[
          {
            key: 'goods',
            title: p('goods'),
            cell: (line) => <GoodsCell name={line.name} spec={compact ? line.spec : ''} />,
          },
          !compact && { key: 'spec', title: p('spec'), cell: (line) => line.spec },
          { key: 'quantity', title: p('quantity'), num: true, cell: (line) => line.quantity },
          !compact && { key: 'orders', title: p('orders'), cell: (line) => line.orders.join(', ') },
          { key: 'picked', title: p('picked'), cell: () => '☐' },
        ]}
      />
    </section>
  );
}

/** A goods name, with its specification beneath where the paper has no column for it. */
function GoodsCell({ name, spec }: { name: string; spec: string }) {
  return (
    <>
      {name}
      {spec ? <div className="meta">{spec}</div> : null}
    </>
  );
}
