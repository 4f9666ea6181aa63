import type { UploadGroup } from '@bo/contract';
import { request } from './client';

/**
 * `POST uploadPictures` (multipart file, type, size). Uploads take the raw body; the URL is the
 * envelope's message, or the body itself when the server responds with plain text.
 */
export async function uploadPicture(file: File, type: UploadGroup, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('type', type);
  // No `size`: the server applies the group's configured limit (ConfigDetail), which may exceed the default.
  form.append('file', file);
  const body = await request<unknown>('uploadPictures', { data: form, raw: true, signal });
  if (typeof body === 'string') return body;
  if (typeof body === 'object' && body !== null && 'message' in body) return String(body.message);
  return '';
}
