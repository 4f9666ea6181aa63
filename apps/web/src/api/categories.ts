import { type CategoryMove, type CategoryNode, categoryResource } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from './client';
import { declaredTreeApi } from './declaredTree';
import { useInvalidateResource } from './resource';

export type { CategoryNode };

/** Categories from their declaration; the cache is under `['category']`, so a save also refreshes the goods form's tree. */
export const categories = declaredTreeApi(categoryResource);

/** `GET category`: the whole tree. */
export const useCategoryTree = categories.useTree;

/** `POST category/sort`: after a drag, `ids` become the children of `pid` in this order. */
export function useMoveCategories() {
  const invalidate = useInvalidateResource(categories.keys);
  return useMutation({
    mutationFn: (move: CategoryMove) => request<string>('category/sort', { method: 'POST', data: move }),
    onSuccess: invalidate,
  });
}
