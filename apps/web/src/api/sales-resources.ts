import { dhlResource, type ResourceRowOf } from '@bo/contract';
import { declaredApi } from './declared';

export type DhlRow = ResourceRowOf<typeof dhlResource>;
/** Logistics companies (a declared resource). */
export const dhls = declaredApi(dhlResource);
