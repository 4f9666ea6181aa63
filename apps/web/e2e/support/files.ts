import type { APIRequestContext } from '@playwright/test';
import { ssoToken } from './sso-token';

/** A real 8×8 PNG: uploads are checked by content, not by name. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YWSEFTEMLQkAc/tLAZi7j8gAAAAASUVORK5CYII=',
  'base64',
);

/** Uploads the PNG as `name` through the upload API, as a trusted single sign-on's admin; returns its URL. */
export async function uploadPicture(request: APIRequestContext, name: string): Promise<string> {
  const login = await request.post('/api/v1/admin/login/token', { data: { token: ssoToken('admin') } });
  const token = ((await login.json()) as { message: { access_token: string } }).message.access_token;
  const res = await request.post('/api/v1/admin/uploadPictures', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { type: 'photo', file: { name, mimeType: 'image/png', buffer: PNG } },
  });
  return ((await res.json()) as { message: string }).message;
}
