import { z } from 'zod';
import { listQuerySchema, MAX_ID, textFilter, versionSchema } from './list.js';
import { jsonInt, queryInt } from './numbers.js';

const optionalText = (max: number) => z.string().trim().max(max, 'validation.max').optional().default('');

/** `POST power` / `POST power/{id}`: api and parent group, fill in at least one. */
export const powerInputSchema = z
  .object({
    pid: jsonInt(0, MAX_ID).optional().default(0),
    title: z.string().trim().min(1, 'validation.required').max(64, 'validation.max'),
    api: optionalText(64).refine((v) => v === '' || /^[A-Za-z][A-Za-z0-9]*$/.test(v), 'validation.format'),
    url: optionalText(512).refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'validation.format'),
    icon: optionalText(64),
    sort: jsonInt(0, 99999).optional().default(0),
    state: jsonInt(0, 1).optional().default(1),
    version: versionSchema,
  })
  .superRefine((v, ctx) => {
    if (!v.api && !v.pid) {
      ctx.addIssue({ code: 'custom', message: 'power.apiOrParent', path: ['api'] });
      ctx.addIssue({ code: 'custom', message: 'power.apiOrParent', path: ['pid'] });
    }
  });
export type PowerInput = z.input<typeof powerInputSchema>;

export const powerListQuerySchema = listQuerySchema.extend({
  all: queryInt(0, 1).optional(),
  keyword: textFilter(64),
  pid: queryInt(0, MAX_ID).optional(),
});

export const powerRowSchema = z.object({
  id: z.number(),
  pid: z.number(),
  title: z.string(),
  api: z.string().nullable(),
  url: z.string(),
  icon: z.string(),
  sort: z.number(),
  state: z.number(),
  version: z.number(),
});
export type PowerRow = z.infer<typeof powerRowSchema>;

/** A node of `GET power?all=1`. */
export type PowerNode = PowerRow & { children: PowerNode[] };
export const powerNodeSchema: z.ZodType<PowerNode> = powerRowSchema
  .extend({
    get children() {
      return z.array(powerNodeSchema);
    },
  })
  .meta({ id: 'PowerNode' });

export const powerRefreshResultSchema = z.object({ added: z.array(z.string()) });
