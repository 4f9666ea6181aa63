import type { CatalogShape } from '../../shape.js';
import type { request as zh } from '../zh/request.js';

/** Web UI texts, section "request" (en). */
export const request: CatalogShape<typeof zh> = {
  error: 'Error',
  badFormat: 'The return format of the server is incorrect',
  timeout: 'The request timed out after {{ms}} ms, please try again later',
  network: 'Network error, the server cannot be reached',
  relogin: {
    title: 'Confirm logout',
    content:
      'If you have been logged out for a long time, you can cancel and stay on the page, or log in again',
    logout: 'Definite logout',
    login: 'Login again',
  },
  verifyFailed: 'Verification failed, please login again',
  rolesRequired: 'getInfo: roles must be a non-null array !',
  loading: 'Loading…',
};
