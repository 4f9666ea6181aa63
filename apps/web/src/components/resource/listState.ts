import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '@bo/contract';
import type { ListParams } from '../../api/resource';

/** A list view's state, as read from and written to the URL's search params. */
export interface ListState {
  page: number;
  limit: number;
  /** `field` ascending, `-field` descending, '' for the server's default order. */
  sort: string;
  filters: Record<string, string>;
}

function positive(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

/** Reads `page`, `limit`, `sort` and the named filters from search params; anything else is ignored. */
export function readListState(search: URLSearchParams, filterNames: readonly string[]): ListState {
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: positive(search.get('page'), 1),
    limit: positive(search.get('limit'), LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT),
    sort: search.get('sort') ?? '',
    filters,
  };
}

/** Writes a list state over `base` (other params of the page survive); defaults are left out. */
export function writeListState(
  base: URLSearchParams,
  state: ListState,
  filterNames: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['page', 'limit', 'sort', ...filterNames]) next.delete(key);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.limit !== LIST_DEFAULT_LIMIT) next.set('limit', String(state.limit));
  if (state.sort) next.set('sort', state.sort);
  for (const [key, value] of Object.entries(state.filters)) if (value) next.set(key, value);
  return next;
}

/** The API query of a list state: page, limit, sort and filters. */
export function toListParams(state: ListState): ListParams {
  return {
    page: state.page,
    limit: state.limit,
    ...(state.sort ? { sort: state.sort } : {}),
    ...state.filters,
  };
}

/** antd's sort order of column `field` under a `sort` param. */
export function sortOrderOf(sort: string, field: string): 'ascend' | 'descend' | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** The `sort` param for antd's sorter state. */
export function sortParam(field: string | undefined, order: 'ascend' | 'descend' | null | undefined): string {
  if (!field || !order) return '';
  return order === 'descend' ? `-${field}` : field;
}

/** The URL params a saved view keeps: the filters and the sort, never the page. */
export function viewQueryOf(state: ListState): Record<string, string> {
  return { ...state.filters, ...(state.sort ? { sort: state.sort } : {}) };
}

/** Whether a list was opened with nothing asked: no filter and no sort (a saved default may then apply). */
export function isPlainState(state: ListState): boolean {
  return !state.sort && Object.keys(state.filters).length === 0;
}
