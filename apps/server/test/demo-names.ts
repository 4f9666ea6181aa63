import { expect } from 'vitest';

/**
 * How a name made unique rather than readable ends: in digits (`demo01`, `会议室 3`), or in a token of
 * letters and digits after a space, dash or underscore (`标准快递 k3f9`, `市财政局 lq2x`, `GWC-k3f9`).
 */
export const RANDOM_SUFFIX = /(?:\d+|[\s_-][a-z\d]{3,})$/i;

/** Every name is readable: none ends in a suffix that only tells runs apart. */
export function expectReadable(names: readonly string[]): void {
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => RANDOM_SUFFIX.test(name))).toEqual([]);
}
