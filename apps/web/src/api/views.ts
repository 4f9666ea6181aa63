import type { SavedView, SavedViewInput, ViewPreference, ViewRole } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

/** Cache keys of the saved views, per page. */
export const viewKeys = {
  all: ['view'] as const,
  page: (page: string) => [...viewKeys.all, 'page', page] as const,
  preference: (page: string) => [...viewKeys.all, 'preference', page] as const,
  roles: () => [...viewKeys.all, 'roles'] as const,
};

/** The saved views API (`view`): any signed-in administrator, for the pages they may open. */
export const viewApi = {
  // A list without its views still works: their reads fail quietly rather than over the page.
  list: (page: string) => request<SavedView[]>('view', { params: { page }, silent: true }),
  roles: () => request<ViewRole[]>('view/roles'),
  create: (input: SavedViewInput) => request<SavedView>('view', { method: 'POST', data: input }),
  update: (id: number, input: SavedViewInput) =>
    request<SavedView>(`view/${id}`, { method: 'POST', data: input }),
  destroy: (id: number) => request<string>(`view/destroy/${id}`, { method: 'POST' }),
  preference: (page: string) =>
    request<ViewPreference | null>('view/preference', { params: { page }, silent: true }),
  savePreference: (input: ViewPreference) =>
    request<ViewPreference>('view/preference', { method: 'POST', data: input, silent: true }),
};

export function useSavedViews(page: string | undefined) {
  return useQuery({
    queryKey: viewKeys.page(page ?? ''),
    queryFn: () => viewApi.list(page ?? ''),
    enabled: Boolean(page),
  });
}

export function useViewPreference(page: string | undefined) {
  return useQuery({
    queryKey: viewKeys.preference(page ?? ''),
    queryFn: () => viewApi.preference(page ?? ''),
    enabled: Boolean(page),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useViewRoles(enabled: boolean) {
  return useQuery({ queryKey: viewKeys.roles(), queryFn: viewApi.roles, enabled });
}

/** Create (no id) or edit a view; the page's list of views is read again. */
export function useSaveView(page: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SavedViewInput }) =>
      id ? viewApi.update(id, input) : viewApi.create(input),
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.page(page) }),
  });
}

export function useDestroyView(page: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => viewApi.destroy(id),
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.page(page) }),
  });
}

/** Keeps a page's columns and density; the cached preference is updated at once. */
export function useSavePreference(page: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ViewPreference) => viewApi.savePreference(input),
    onMutate: (input) => client.setQueryData(viewKeys.preference(page), input),
  });
}
