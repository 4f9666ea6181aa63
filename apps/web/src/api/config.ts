import type { ConfigGroups, ConfigUpdate } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { updateKeys } from './update';

export const configKeys = { all: ['config'] as const };

export const configApi = {
  /** `GET config`: the groups with their settings and values. */
  groups: () => request<ConfigGroups>('config'),
  /** `POST config`: a partial map, saved all or nothing; returns the localized success text. */
  save: (changes: ConfigUpdate) => request<string>('config', { method: 'POST', data: changes }),
};

export function useConfig() {
  return useQuery({ queryKey: configKeys.all, queryFn: configApi.groups });
}

export function useSaveConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: configApi.save,
    // The update check depends on the feed URL and licence key.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: configKeys.all }),
        client.invalidateQueries({ queryKey: updateKeys.all }),
      ]),
  });
}
