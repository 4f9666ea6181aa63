import { z } from 'zod';

/** `POST category/sort`: new parent and order of categories after a drag (siblings in order). */
export const categoryMoveSchema = z.object({
  pid: z.number().int().min(0).max(2_147_483_647),
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1000),
});
export type CategoryMove = z.infer<typeof categoryMoveSchema>;
