import type { PluginAction, PluginManifestInput, PluginRow, PluginSettingValue } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { plainResource } from './resource';

export type { PluginAction, PluginRow };

/** The plug-ins' list, detail and delete hooks (`plugin`); they are saved by the hooks below. */
export const plugins = plainResource<PluginRow, PluginManifestInput>('plugin', 'plugin');

function useInvalidating<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: plugins.keys.all }),
  });
}

/** `POST plugin`: registers a plug-in from its manifest. */
export const useRegisterPlugin = () =>
  useInvalidating((manifest: PluginManifestInput) =>
    request<PluginRow>('plugin', { method: 'POST', data: manifest }),
  );

/** `POST plugin/state/{id}`: install, enable, disable or uninstall. */
export const usePluginState = () =>
  useInvalidating(({ id, action }: { id: number; action: PluginAction }) =>
    request<PluginRow>(`plugin/state/${id}`, { method: 'POST', data: { action } }),
  );

/** `POST plugin/{id}`: saves the settings (a masked secret keeps its stored value). */
export const useSavePluginSettings = () =>
  useInvalidating(
    ({
      id,
      settings,
      version,
    }: {
      id: number;
      settings: Record<string, PluginSettingValue | null>;
      version: number;
    }) => request<string>(`plugin/${id}`, { method: 'POST', data: { settings, version } }),
  );
