import { z } from 'zod';
import { listQuerySchema, textFilter } from './list.js';

/** What kind of file a library entry is, from its checked type (never the client's claim). */
export const MEDIA_TYPES = ['image', 'video', 'document'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** `image/png` → image, `video/mp4` → video, anything else → document. */
export function mediaTypeOf(mime: string): MediaType {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'document';
}

/**
 * The records that can hold an uploaded file's URL. Each has a page in the web (the "used by" links)
 * and a name in the catalogs (`media.kinds.<kind>`).
 */
export const MEDIA_USE_KINDS = [
  'good',
  'banner',
  'brand',
  'category',
  'notice',
  'page_design',
  'asset',
  'admin',
  'member',
] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

/** `GET media`: the upload library, newest first; `keyword` searches the original file name. */
export const mediaListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  type: z
    .enum(MEDIA_TYPES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** One place a file is used: the record's kind, id and name. */
export const mediaUseSchema = z.object({
  kind: z.enum(MEDIA_USE_KINDS),
  id: z.number(),
  name: z.string(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

/** A row of `GET media`. */
export const mediaRowSchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.enum(MEDIA_TYPES),
  mime: z.string(),
  group: z.string(),
  created_at: z.string(),
  uploader: z.string(),
  used_by: z.array(mediaUseSchema),
});
export type MediaRow = z.infer<typeof mediaRowSchema>;
