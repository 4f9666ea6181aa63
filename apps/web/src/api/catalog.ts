import {
  bannerResource,
  brandResource,
  type ResourceRowOf,
  type SpecificationInput,
  type SpecificationRow,
  specificationGroupResource,
} from '@bo/contract';
import { declaredApi } from './declared';
import { plainResource } from './resource';

export type BrandRow = ResourceRowOf<typeof brandResource>;
export type SpecificationGroupRow = ResourceRowOf<typeof specificationGroupResource>;
export type BannerRow = ResourceRowOf<typeof bannerResource>;
export type { SpecificationRow };

export const brands = declaredApi(brandResource);
export const specificationGroups = declaredApi(specificationGroupResource);
export const specifications = plainResource<SpecificationRow, SpecificationInput>(
  'specification',
  'specification',
);
export const banners = declaredApi(bannerResource);
