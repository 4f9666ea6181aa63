import type { APIRequestContext } from '@playwright/test';
import { adminAuthorization } from './shop-api';

/** A real 8×8 PNG: uploads are checked by content, not by name. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YWSEFTEMLQkAc/tLAZi7j8gAAAAASUVORK5CYII=',
  'base64',
);

/** Uploads the PNG as `name` through the upload API, as the worker's admin session; returns its URL. */
export async function uploadPicture(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post('/api/v1/admin/uploadPictures', {
    headers: await adminAuthorization(request),
    multipart: { type: 'photo', file: { name, mimeType: 'image/png', buffer: PNG } },
  });
  return ((await res.json()) as { message: string }).message;
}
