import { type PlaceNode, placeResource } from '@bo/contract';
import { declaredTreeApi } from './declaredTree';

export type { PlaceNode };

/** Places: warehouses with their zones and shelves (`storageLocation*`), from their declaration. */
export const places = declaredTreeApi(placeResource);

/** `GET storageLocationTree`: the whole tree, for pickers and filters. */
export const usePlaceTree = places.useTree;
