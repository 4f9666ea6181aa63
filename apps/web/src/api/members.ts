import type { LedgerRow, MemberBalanceInput, MemberCount, MemberInput, MemberRow, Page } from '@bo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceList,
  useResourceSave,
} from './resource';

export type { LedgerRow, MemberRow };

export const memberKeys = resourceKeys('member');
const memberApi = {
  ...resourceApi<MemberRow, MemberRow, MemberInput>('member'),
  count: (params: ListParams) => request<MemberCount>('memberCount', { params }),
  ledger: (id: number, params: ListParams) => request<Page<LedgerRow>>(`member/ledger/${id}`, { params }),
  balance: (id: number, input: MemberBalanceInput) =>
    request<{ balance: number; message: string }>(`member/balance/${id}`, { method: 'POST', data: input }),
};

export const useMembers = (params: ListParams) => useResourceList(memberKeys, memberApi, params);
export const useSaveMember = () => useResourceSave(memberKeys, memberApi);
export const useDestroyMember = () => useResourceDestroy(memberKeys, memberApi);

/** Tab counts; refreshed with the member lists (same query-key root). */
export function useMemberCount(params: ListParams) {
  return useQuery({ queryKey: [...memberKeys.all, 'count', params], queryFn: () => memberApi.count(params) });
}

export function useMemberLedger(id: number, params: ListParams) {
  return useQuery({
    queryKey: [...memberKeys.all, 'ledger', id, params],
    queryFn: () => memberApi.ledger(id, params),
    placeholderData: keepPreviousData,
  });
}

/** `POST member/balance/{id}`: an adjustment through the ledger; lists and ledgers reload. */
export function useAdjustBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MemberBalanceInput }) => memberApi.balance(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
