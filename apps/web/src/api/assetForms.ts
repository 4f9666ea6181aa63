import {
  type AssetRow,
  FORM_KIND_INFO,
  type FormDetail,
  type FormKind,
  type FormRow,
  type FormStatus,
  type Page,
  type TaskCount,
  type TaskRow,
  type VerifyCapitaRow,
  type VerifyCheckLine,
} from '@bo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import type { ListParams } from './resource';

export type { FormDetail, FormKind, FormRow, TaskRow, VerifyCapitaRow };

/** Everything asset-form related shares one key root: any write refreshes forms, tasks and assets. */
const ROOT = ['assetForms'] as const;
const ASSETS_ROOT = ['assets'] as const;
const route = (kind: FormKind) => FORM_KIND_INFO[kind].route;

export function useForms(kind: FormKind, params: ListParams) {
  return useQuery({
    queryKey: [...ROOT, kind, 'list', params],
    queryFn: () => request<Page<FormRow>>(route(kind), { params }),
    placeholderData: keepPreviousData,
  });
}

export function useFormCount(kind: FormKind, params: ListParams) {
  return useQuery({
    queryKey: [...ROOT, kind, 'count', params],
    queryFn: () => request<Record<'all' | FormStatus, number>>(`${route(kind)}/count`, { params }),
  });
}

export function useFormDetail(kind: FormKind, id: number | null) {
  return useQuery({
    queryKey: [...ROOT, kind, 'detail', id],
    queryFn: () => request<FormDetail>(`${route(kind)}/${id}`),
    enabled: id !== null,
  });
}

/** The assets a new form of the kind can take (the line picker). */
export function useEligibleAssets(kind: FormKind, params: ListParams) {
  return useQuery({
    queryKey: [...ROOT, kind, 'eligible', params],
    queryFn: () => request<Page<AssetRow>>(`${route(kind)}/eligible`, { params }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ROOT }),
      client.invalidateQueries({ queryKey: ASSETS_ROOT }),
    ]);
}

/** `POST <kind>`: a draft; returns the form with its number. */
export function useCreateForm(kind: FormKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<FormDetail>(route(kind), { method: 'POST', data: input }),
    onSuccess: refresh,
  });
}

export type FormCommand =
  | { action: 'submit' | 'cancel'; id: number; version: number }
  | { action: 'approve'; id: number; version: number; approved: boolean; opinion: string };

/** Submit, approve/reject or cancel: returns the server's localized message. */
export function useFormCommand(kind: FormKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ action, id, ...body }: FormCommand) =>
      request<string>(`${route(kind)}/${action}/${id}`, { method: 'POST', data: body }),
    onSuccess: refresh,
  });
}

export function useVerifyCheck() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, lines }: { id: number; lines: VerifyCheckLine[] }) =>
      request<string>(`verify/check/${id}`, { method: 'POST', data: { lines } }),
    onSuccess: refresh,
  });
}

export function useVerifyClose() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => request<string>(`verify/close/${id}`, { method: 'POST', data: {} }),
    onSuccess: refresh,
  });
}

export function useTasks(params: ListParams) {
  return useQuery({
    queryKey: [...ROOT, 'tasks', params],
    queryFn: () => request<Page<TaskRow>>('task', { params }),
    placeholderData: keepPreviousData,
  });
}

/** The tasks of the list's filters per status (the tab badges). */
export function useTaskCount(params: ListParams) {
  return useQuery({
    queryKey: [...ROOT, 'tasks', 'count', params],
    queryFn: () => request<TaskCount>('taskCount', { params }),
  });
}

export function useCompleteTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      request<string>(`task/complete/${id}`, { method: 'POST', data: { version } }),
    onSuccess: refresh,
  });
}

export function useVerifyCapita(params: ListParams) {
  return useQuery({
    queryKey: [...ROOT, 'capita', params],
    queryFn: () => request<Page<VerifyCapitaRow>>('verify/capita', { params }),
    placeholderData: keepPreviousData,
  });
}
