/**
 * Paths of the specification's call table that this API replaced by others. Each one still answers, after
 * the same authentication and permission as its replacement (an anonymous caller gets 401, not a hint),
 * with 410 (`ErrorCode.Gone`) and a message naming the replacement. Paths are written as the
 * specification writes them (`{id}` for a path parameter), relative to the admin API root; both are POST.
 */
export const RETIRED_PATHS = [
  /** The online "update now": updates are applied by redeploying, and `update/run` says how. */
  { path: 'update/{id}', replacement: 'update/run' },
  /** The asset edit of the asset module. */
  { path: 'assstmall/update', replacement: 'assets/edit' },
] as const satisfies readonly { path: string; replacement: string }[];

export type RetiredPath = (typeof RETIRED_PATHS)[number];
