import type { NoticeContent, NoticeSummary } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';
import { resourceKeys } from './resource';

/**
 * The notices' own reads (the list, save and delete are the declared resource's, `noticeResource`).
 * They share its cache keys, so a saved or deleted notice refreshes the dashboard and the content page.
 */
export const noticeKeys = resourceKeys('notice');
export const noticeApi = {
  /** `GET notice/latest` (Dashboard permission): the newest published notices. */
  latest: (limit = 5) => request<NoticeSummary[]>('notice/latest', { params: { limit } }),
  /** `GET notice/content/{id}`: one published notice for /content/info/{id}. */
  content: (id: number) => request<NoticeContent>(`notice/content/${id}`, { silent: true }),
};

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
