import type { OrderDetail, OrderLine } from '@bo/contract';

/** One line of a picking list: a goods' specification, how many units to pick, and for which orders. */
export interface PickLine {
  skuId: number;
  name: string;
  spec: string;
  quantity: number;
  /** The orders' numbers, each once, in the order they were printed. */
  orders: string[];
}

/** A line's specification as it reads on paper: "颜色：红；尺码：L". */
export const specText = (spec: OrderLine['spec'], separator = '；') =>
  spec.map((s) => `${s.key}：${s.value}`).join(separator);

// Goods names are mostly Chinese: in pinyin order a picker finds a name where they expect it.
const byName = new Intl.Collator('zh-Hans-CN', { numeric: true });

/**
 * The picking list of the orders: their lines summed per specification (SKU), so a picker walks the
 * shelves once, sorted by goods name then specification.
 */
export function pickingLines(orders: readonly OrderDetail[]): PickLine[] {
  const bySku = new Map<number, PickLine>();
  for (const order of orders)
    for (const line of order.order_lines) {
      const pick = bySku.get(line.sku_id) ?? {
        skuId: line.sku_id,
        name: line.name,
        spec: specText(line.spec),
        quantity: 0,
        orders: [],
      };
      pick.quantity += line.number;
      if (!pick.orders.includes(order.identification)) pick.orders.push(order.identification);
      bySku.set(line.sku_id, pick);
    }
  return [...bySku.values()].sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.spec, b.spec));
}
