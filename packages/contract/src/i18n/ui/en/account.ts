import type { CatalogShape } from '../../shape.js';
import type { account as zh } from '../zh/account.js';

/** Web UI texts, section "account" (en). */
export const account: CatalogShape<typeof zh> = {
  title: 'Edit own info',
  completeTitle: 'Complete your information',
  completeHint: 'Your account has no nickname yet, please complete your information first',
  cellphonePlaceholder: '11-digit phone number',
  oldPasswordPlaceholder: 'Leave empty to keep your password',
  passwordPlaceholder: 'Letters + digits, at least 10 characters',
  confirmPlaceholder: 'Enter the new password again',
  upload: 'Upload avatar',
  uploadHint: 'png, jpeg or bmp, smaller than {{n}}M',
  uploading: 'Uploading…',
  preview: 'Avatar preview',
  save: 'Save',
  cancel: 'Cancel',
};
