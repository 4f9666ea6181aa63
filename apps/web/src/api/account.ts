import type { OwnInfoInput } from '@bo/contract';
import { request } from './client';

export const accountApi = {
  /** `POST user/admin`: returns the localized success text shown to the user. */
  saveOwnInfo: (data: OwnInfoInput) => request<string>('user/admin', { data }),
};
