import type { CategoryInput, CategoryMove, CategoryNode } from '@bo/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client';
import {
  resourceApi,
  resourceKeys,
  useInvalidateResource,
  useResourceDestroy,
  useResourceSave,
} from './resource';

export type { CategoryNode };

/** Keys under `['category']`, so saving also refreshes the goods form's tree (`['category', 'tree']`). */
export const categoryKeys = resourceKeys('category');
const categoryApi = resourceApi<CategoryNode, CategoryNode, CategoryInput>('category');

/** `GET category`: the whole tree. */
export function useCategoryTree() {
  return useQuery({
    queryKey: [...categoryKeys.all, 'tree'],
    queryFn: () => request<CategoryNode[]>('category'),
  });
}

export const useSaveCategory = () => useResourceSave(categoryKeys, categoryApi);
export const useDestroyCategory = () => useResourceDestroy(categoryKeys, categoryApi);

/** `POST category/sort`: after a drag, `ids` become the children of `pid` in this order. */
export function useMoveCategories() {
  const invalidate = useInvalidateResource(categoryKeys);
  return useMutation({
    mutationFn: (move: CategoryMove) => request<string>('category/sort', { method: 'POST', data: move }),
    onSuccess: invalidate,
  });
}
