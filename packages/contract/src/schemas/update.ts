import { z } from 'zod';

export { hasNewerVersion, UPDATE_STATE, type UpdateState } from './update-state.js';

/** What the update feed returns (a JSON document at the configured URL). */
export const updateFeedSchema = z.object({
  version: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^v?\d+(\.\d+){0,3}([-+][0-9A-Za-z.-]+)?$/),
  changelog: z.string().max(100_000).optional().default(''),
  url: z.string().max(1024).optional().default(''),
  released_at: z.string().max(40).optional().default(''),
});
export type UpdateFeed = z.output<typeof updateFeedSchema>;

/** `GET update`. */
export const updateInfoSchema = z.object({
  /** The running version (root package.json). */
  current: z.string(),
  /** What the feed offers, or null when it could not be read. */
  latest: updateFeedSchema.nullable(),
  /** This installation's CHANGELOG.md (Markdown). */
  changelog: z.string(),
  state: z.number(),
  /** Localized text for the state. */
  message: z.string(),
  checked_at: z.string(),
});
export type UpdateInfo = z.infer<typeof updateInfoSchema>;

function parts(version: string): number[] {
  const core = version.replace(/^v/, '').split(/[-+]/)[0] ?? '';
  return core.split('.').map((p) => Number.parseInt(p, 10) || 0);
}

/** Compares dotted versions numerically (`0.10.0` > `0.9.3`); pre-release suffixes are ignored. */
export function compareVersions(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * `POST update/run`: a newer version is applied by redeploying, so the answer is what the operator runs
 * on the server, in order (one shell command a line), with a localized text saying where.
 */
export const updateRunSchema = z.object({
  version: z.string(),
  message: z.string(),
  commands: z.array(z.string()),
});
export type UpdateRun = z.infer<typeof updateRunSchema>;
