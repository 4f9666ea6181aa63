import type { OwnInfoInput, Preferences } from '@bo/contract';
import { request } from './client';

export const accountApi = {
  /** `POST user/admin`: returns the localized success text shown to the user. */
  saveOwnInfo: (data: OwnInfoInput) => request<string>('user/admin', { data }),
  /** `POST account/preferences`: keeps the look chosen with the account (no message: it is not a form). */
  savePreferences: (data: Preferences) => request<Preferences>('account/preferences', { data, silent: true }),
};
