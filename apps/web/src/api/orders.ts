import type {
  OrderCount,
  OrderDetail,
  OrderPaymentQuery,
  OrderReceivingInput,
  OrderRefundInput,
  OrderRow,
  OrderShipmentInput,
} from '@bo/contract';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { downloadFile } from './download';
import { type ListParams, resourceApi, resourceKeys, useResourceDetail, useResourceList } from './resource';

export type { OrderCount, OrderDetail, OrderRow };

export const orderKeys = resourceKeys('indent');
const orderApi = {
  ...resourceApi<OrderRow, OrderDetail, never>('indent'),
  count: (params: ListParams) => request<OrderCount>('indentCount', { params }),
};

export const useOrders = (params: ListParams) => useResourceList(orderKeys, orderApi, params);
export const useOrder = (id: number | undefined) => useResourceDetail(orderKeys, orderApi, id);

/**
 * Several orders' details (the print pages), read in parallel under the same keys as one detail. Pending
 * until all are there; failed when any failed, with that failure.
 */
export function useOrderDetails(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({ queryKey: orderKeys.detail(id), queryFn: () => orderApi.detail(id) })),
    combine: (results) => {
      const failed = results.find((r) => r.isError);
      const data = results.map((r) => r.data);
      return {
        data: data.every((d): d is OrderDetail => d !== undefined) ? data : undefined,
        isPending: results.some((r) => r.isPending),
        isError: failed !== undefined,
        error: failed?.error ?? null,
        refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
      };
    },
  });
}

/** Tab counts; refreshed with the order lists (same query-key root). */
export function useOrderCount(params: ListParams) {
  return useQuery({ queryKey: [...orderKeys.all, 'count', params], queryFn: () => orderApi.count(params) });
}

/** The order actions (ship, waybill, receiving time, refund); each returns the localized outcome. */
export const orderActions = {
  ship: (input: OrderShipmentInput) => request<string>('indent/shipment', { method: 'POST', data: input }),
  waybill: (input: OrderShipmentInput) => request<string>('indent/dhl', { method: 'POST', data: input }),
  receiving: (input: OrderReceivingInput) =>
    request<string>('indent/receiving', { method: 'POST', data: input }),
  refund: ({ id, ...input }: OrderRefundInput & { id: number }) =>
    request<string>(`indent/refund/${id}`, { method: 'POST', data: input }),
  /** `POST indent/export/all`: queues an export of the filtered list; follow it with `GET job/{id}`. */
  exportAll: (params: ListParams) =>
    request<{ job_id: number }>('indent/export/all', { method: 'POST', data: params }),
  refundQuery: (id: number) =>
    request<{ state: string; message: string }>(`indent/refund/query/${id}`, { method: 'POST' }),
  /** `POST indent/payment/query/{id}`: what the provider holds of the order's online payment. */
  paymentQuery: (id: number) => request<OrderPaymentQuery>(`indent/payment/query/${id}`, { method: 'POST' }),
};

/** One order action as a mutation; afterwards the order lists, counts, details and members reload. */
export function useOrderAction<V, R>(action: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => {
      client.invalidateQueries({ queryKey: orderKeys.all });
      client.invalidateQueries({ queryKey: ['member'] });
    },
  });
}

/** `GET indent/export/file/{jobId}`: the finished export's XLSX. */
export const downloadOrdersExport = (jobId: number, name: string) =>
  downloadFile(`indent/export/file/${jobId}`, name);
