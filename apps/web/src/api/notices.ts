import type { NoticeContent, NoticeInput, NoticeRow, NoticeSummary } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';
import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceDetail,
  useResourceList,
  useResourceSave,
} from './resource';

export type { NoticeInput, NoticeRow };

export const noticeKeys = resourceKeys('notice');
export const noticeApi = {
  ...resourceApi<NoticeRow, NoticeRow, NoticeInput>('notice'),
  /** `GET notice/latest` (Dashboard permission): the newest published notices. */
  latest: (limit = 5) => request<NoticeSummary[]>('notice/latest', { params: { limit } }),
  /** `GET notice/content/{id}`: one published notice for /content/info/{id}. */
  content: (id: number) => request<NoticeContent>(`notice/content/${id}`, { silent: true }),
};

export function useNotices(params: ListParams) {
  return useResourceList(noticeKeys, noticeApi, params);
}

export function useNotice(id: number | undefined) {
  return useResourceDetail(noticeKeys, noticeApi, id);
}

export function useSaveNotice() {
  return useResourceSave(noticeKeys, noticeApi);
}

export function useDestroyNotice() {
  return useResourceDestroy(noticeKeys, noticeApi);
}

export function useLatestNotices(enabled = true) {
  return useQuery({ queryKey: [...noticeKeys.all, 'latest'], queryFn: () => noticeApi.latest(), enabled });
}

export function useNoticeContent(id: number) {
  return useQuery({
    queryKey: [...noticeKeys.all, 'content', id],
    queryFn: () => noticeApi.content(id),
    enabled: id > 0,
    retry: false,
  });
}
