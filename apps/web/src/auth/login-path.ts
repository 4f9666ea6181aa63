import { loginPathForArea } from '@bo/contract';
import { getAreaId } from './token';

/** The login page of the stored area, coming back to `wanted` afterwards. */
export function loginRedirectPath(wanted: string): string {
  return `${loginPathForArea(getAreaId())}?redirect=${encodeURIComponent(wanted)}`;
}
