import { z } from 'zod';

/** A shipped document's name: the file `docs/<name>.md`; lower-case words joined by dashes, nothing else. */
export const DOC_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `GET docs/:name`. */
export const docParamsSchema = z.object({
  name: z.string().max(64, 'validation.max').regex(DOC_NAME_PATTERN, 'validation.format'),
});

/** A row of `GET docs`. */
export const docSummarySchema = z.object({ name: z.string(), title: z.string() });
export type DocSummary = z.output<typeof docSummarySchema>;

/** `GET docs/:name`: the document's Markdown source. */
export const docSchema = docSummarySchema.extend({ markdown: z.string() });
export type Doc = z.output<typeof docSchema>;
