import {
  NOTIFICATION_PATHS,
  type NOTIFICATION_TABS,
  type NotificationKind,
  type NotificationPage,
} from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export interface NotificationParams {
  page?: number;
  limit?: number;
  tab?: (typeof NOTIFICATION_TABS)[number];
  kind?: NotificationKind;
}

export const notificationKeys = {
  all: ['notification'] as const,
  list: (params: NotificationParams) => ['notification', 'list', params] as const,
};

export const notificationApi = {
  /** `GET notification`: a page of mine, newest first, with my unread count. */
  list: (params: NotificationParams) =>
    request<NotificationPage>(NOTIFICATION_PATHS.list, { params: { ...params } }),
  /** `POST notification/read/{id}`: one of mine read (0: all of mine). */
  read: (id: number) => request<{ unread: number }>(`${NOTIFICATION_PATHS.read}/${id}`, { method: 'POST' }),
};

/** The bell's latest notifications; polled every `pollMs` while the live stream is down. */
export const BELL_PARAMS: NotificationParams = { page: 1, limit: 6 };

export function useNotifications(params: NotificationParams, pollMs: number | false = false) {
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: () => notificationApi.list(params),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}

/** Marks read and refreshes every notification list and count. */
export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => notificationApi.read(id),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
