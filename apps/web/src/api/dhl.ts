import type { DhlInput, DhlRow } from '@bo/contract';
import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceList,
  useResourceSave,
} from './resource';

export type { DhlRow };

export const dhlKeys = resourceKeys('dhl');
const dhlApi = resourceApi<DhlRow, DhlRow, DhlInput>('dhl');

export const useDhls = (params: ListParams) => useResourceList(dhlKeys, dhlApi, params);
export const useSaveDhl = () => useResourceSave(dhlKeys, dhlApi);
export const useDestroyDhl = () => useResourceDestroy(dhlKeys, dhlApi);
