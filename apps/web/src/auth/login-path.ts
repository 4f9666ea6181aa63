import { loginPathForArea } from '@bo/contract';
import { getAreaId } from './token';

/** The login page of the stored area, coming back to `wanted` afterwards (spec §2 "Access routing"). */
export function loginRedirectPath(wanted: string): string {
  return `${loginPathForArea(getAreaId())}?redirect=${encodeURIComponent(wanted)}`;
}
