import type { Page } from '@bo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

/** A list query as kept in the URL: page, limit, sort and the resource's filters (all optional). */
export type ListParams = Record<string, string | number | undefined>;

/** Query keys of one resource: everything, its lists, one list, one record. */
export function resourceKeys(name: string) {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: ListParams) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys>;

/**
 * The list, detail, create, edit and delete endpoints of a resource at `path` (`admin`, `manage`,
 * `admin/log`...).
 */
export function resourceApi<Row, Detail = Row, Input = unknown>(path: string) {
  return {
    list: (params: ListParams) => request<Page<Row>>(path, { params }),
    detail: (id: number) => request<Detail>(`${path}/${id}`),
    create: (input: Input) => request<unknown>(path, { method: 'POST', data: input }),
    update: (id: number, input: Input) => request<unknown>(`${path}/${id}`, { method: 'POST', data: input }),
    destroy: (id: number) => request<unknown>(`${path}/destroy/${id}`, { method: 'POST', data: {} }),
    destroyMany: (ids: number[]) => request<unknown>(`${path}/destroy/0`, { method: 'POST', data: { ids } }),
  };
}

export type ResourceApi<Row, Detail, Input> = ReturnType<typeof resourceApi<Row, Detail, Input>>;

/** Create (no id) or edit (`id`, the body carries the record's `version`). */
export interface SaveVars<Input> {
  id?: number;
  input: Input;
}

/** Invalidates everything cached of a resource (its lists and details). */
export function useInvalidateResource(keys: ResourceKeys) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

/** A page of a resource's list; the previous page stays shown while the next one loads. */
export function useResourceList<Row>(
  keys: ResourceKeys,
  api: Pick<ResourceApi<Row, unknown, never>, 'list'>,
  params: ListParams,
) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: () => api.list(params),
    placeholderData: keepPreviousData,
  });
}

/** One record, fetched when `id` is given. */
export function useResourceDetail<Detail>(
  keys: ResourceKeys,
  api: Pick<ResourceApi<unknown, Detail, never>, 'detail'>,
  id: number | undefined,
) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: () => api.detail(id ?? 0),
    enabled: id !== undefined && id > 0,
  });
}

/** Create or edit; invalidates the resource's lists and details. */
export function useResourceSave<Input>(
  keys: ResourceKeys,
  api: Pick<ResourceApi<unknown, unknown, Input>, 'create' | 'update'>,
) {
  const invalidate = useInvalidateResource(keys);
  return useMutation({
    mutationFn: ({ id, input }: SaveVars<Input>) => (id ? api.update(id, input) : api.create(input)),
    onSuccess: invalidate,
  });
}

/** Delete one id, or several (batch `destroy/0`); invalidates the resource's lists and details. */
export function useResourceDestroy(
  keys: ResourceKeys,
  api: Pick<ResourceApi<unknown, unknown, never>, 'destroy' | 'destroyMany'>,
) {
  const invalidate = useInvalidateResource(keys);
  return useMutation({
    mutationFn: (ids: number | number[]) => (Array.isArray(ids) ? api.destroyMany(ids) : api.destroy(ids)),
    onSuccess: invalidate,
  });
}

/**
 * The list, detail, save and delete hooks of a plain resource named `name` at `path`, and its options for
 * pickers (everything up to 200, kept 30 s).
 */
export function plainResource<Row, Input>(name: string, path: string) {
  const keys = resourceKeys(name);
  const api = resourceApi<Row, Row, Input>(path);
  return {
    keys,
    api,
    useList: (params: ListParams) => useResourceList(keys, api, params),
    useDetail: (id: number | undefined) => useResourceDetail(keys, api, id),
    useSave: () => useResourceSave(keys, api),
    useDestroy: () => useResourceDestroy(keys, api),
    useOptions: () =>
      useQuery({
        queryKey: [...keys.lists(), 'options'],
        queryFn: () => api.list({ limit: 200 }),
        staleTime: 30_000,
      }),
  };
}
