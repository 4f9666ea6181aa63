import { powerResource } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from './client';
import { declaredTreeApi } from './declaredTree';
import { useInvalidateResource } from './resource';

export type { PowerNode } from '@bo/contract';

const powers = declaredTreeApi(powerResource);

/** The whole permission tree (`GET power?all=1`), as the role form reads it. */
export const usePowerTree = () => powers.useTree();

/** "Refresh permissions": inserts what the code registry has and the database lacks. */
export function useRefreshPowers() {
  const invalidate = useInvalidateResource(powers.keys);
  return useMutation({
    mutationFn: () => request<{ added: string[] }>('power/refresh', { method: 'POST', data: {} }),
    onSuccess: invalidate,
  });
}
