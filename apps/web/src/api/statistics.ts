import type { StatPoint } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client';

export type StatKind = 'visit' | 'pay';

/** `GET statistic/{kind}?start&end`: the points of a local day range. */
export function useStatistic(kind: StatKind, start: string, end: string) {
  return useQuery({
    queryKey: ['statistic', kind, start, end],
    queryFn: () => request<StatPoint[]>(`statistic/${kind}`, { params: { start, end } }),
    placeholderData: keepPreviousData,
  });
}
