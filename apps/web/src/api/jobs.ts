import { isJobFinished, type JobStatus } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';

export const jobKeys = { one: (id: number) => ['job', id] as const };

/** How often a running job is asked about (ms). */
export const JOB_POLL_MS = 800;

export const jobApi = {
  /** `GET job/{id}`: state, progress and localized message of a job the user started. */
  get: (id: number) => request<JobStatus>(`job/${id}`),
};

/** Follows a job until it is done or failed (`id` null: nothing to follow). */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: jobKeys.one(id ?? 0),
    queryFn: () => jobApi.get(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state && isJobFinished(state) ? false : JOB_POLL_MS;
    },
    retry: false,
  });
}
