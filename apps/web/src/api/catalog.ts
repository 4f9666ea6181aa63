import type {
  BannerInput,
  BannerRow,
  BrandInput,
  BrandRow,
  SpecificationGroupInput,
  SpecificationGroupRow,
  SpecificationInput,
  SpecificationRow,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceList,
  useResourceSave,
} from './resource';

export type { BannerRow, BrandRow, SpecificationGroupRow, SpecificationRow };

/** The list, save and delete hooks of a simple catalogue resource. */
function catalogResource<Row, Input>(path: string) {
  const keys = resourceKeys(path);
  const api = resourceApi<Row, Row, Input>(path);
  return {
    keys,
    api,
    useList: (params: ListParams) => useResourceList(keys, api, params),
    useSave: () => useResourceSave(keys, api),
    useDestroy: () => useResourceDestroy(keys, api),
    /** Everything (up to 200) for pickers. */
    useOptions: () =>
      useQuery({
        queryKey: [...keys.lists(), 'options'],
        queryFn: () => api.list({ limit: 200 }),
        staleTime: 30_000,
      }),
  };
}

export const brands = catalogResource<BrandRow, BrandInput>('brand');
export const specificationGroups = catalogResource<SpecificationGroupRow, SpecificationGroupInput>(
  'specificationGroup',
);
export const specifications = catalogResource<SpecificationRow, SpecificationInput>('specification');
export const banners = catalogResource<BannerRow, BannerInput>('banner');
