/** What the upload module offers the other modules and the app: nothing else inside it is theirs to import. */
export { receiveUpload, type UploadLimits } from './receive.js';
export { removeStoredUpload, UPLOADS_URL } from './storage.js';
