import { z } from 'zod';

/** Life of a queued job: queued → running → done | failed (a crashed run goes back to queued). */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * `GET job/{id}`: what a progress bar needs. `message` is localized; `result` is the handler's return value.
 */
export const jobStatusSchema = z.object({
  id: z.number(),
  type: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.number(),
  message: z.string(),
  result: z.unknown(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/**
 * Export jobs (goods, orders...) one administrator may have queued or running at once; the next one
 * responds with 42900 until one of them finishes. Each holds a worker and builds a whole file.
 */
export const MAX_ACTIVE_EXPORTS = 3;

/** Whether a job has stopped changing. */
export function isJobFinished(state: JobState): boolean {
  return state === 'done' || state === 'failed';
}
