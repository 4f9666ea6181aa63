import type { StatKind, StatPoint } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { downloadFile } from './download';

/** `GET statistic/{kind}?start&end`: the points of a local day range. */
export function useStatistic(kind: StatKind, start: string, end: string) {
  return useQuery({
    queryKey: ['statistic', kind, start, end],
    queryFn: () => request<StatPoint[]>(`statistic/${kind}`, { params: { start, end } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET statistic/{kind}/export?start&end`: the same range as an XLSX workbook, saved as `name`. */
export const downloadStatistic = (kind: StatKind, start: string, end: string, name: string) =>
  downloadFile(`statistic/${kind}/export?${new URLSearchParams({ start, end })}`, name);
