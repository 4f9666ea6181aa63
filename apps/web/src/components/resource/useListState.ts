import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../../api/resource';
import { type ListState, readListState, toListParams, writeListState } from './listState';

export interface ListStateApi {
  state: ListState;
  /** The API query for the current state. */
  params: ListParams;
  setPage: (page: number, limit?: number) => void;
  setSort: (sort: string) => void;
  /** New filters start again at page 1. */
  setFilters: (filters: Record<string, string>) => void;
  /** Puts a saved view's query (filters and `sort`) in place of the current one, at page 1. */
  applyQuery: (query: Readonly<Record<string, string>>) => void;
}

/**
 * List state kept in the URL search params (page, limit, sort, filters), so a view survives a reload
 * and its tab remembers it. Changes replace the history entry.
 */
export function useListState(filterNames: readonly string[]): ListStateApi {
  const [search, setSearch] = useSearchParams();
  const key = filterNames.join(',');
  const names = useMemo(() => (key ? key.split(',') : []), [key]);
  const state = useMemo(() => readListState(search, names), [search, names]);
  const write = useCallback(
    (patch: Partial<ListState>) =>
      setSearch((prev) => writeListState(prev, { ...readListState(prev, names), ...patch }, names), {
        replace: true,
      }),
    [setSearch, names],
  );
  const params = useMemo(() => toListParams(state), [state]);
  const setPage = useCallback(
    (page: number, limit?: number) => write(limit ? { page, limit } : { page }),
    [write],
  );
  const setSort = useCallback((sort: string) => write({ sort, page: 1 }), [write]);
  const setFilters = useCallback((filters: Record<string, string>) => write({ filters, page: 1 }), [write]);
  const applyQuery = useCallback(
    (query: Readonly<Record<string, string>>) => {
      const filters = Object.fromEntries(names.flatMap((n) => (query[n] ? [[n, query[n]]] : [])));
      write({ filters, sort: query.sort ?? '', page: 1 });
    },
    [write, names],
  );
  return { state, params, setPage, setSort, setFilters, applyQuery };
}
