import type { CatalogShape } from '../../shape.js';
import type { docs as zh } from '../zh/docs.js';

/** Web UI texts of the developer and API documents (DevelopDocumentDetail, ApiDocumentDetail), en. */
export const docs: CatalogShape<typeof zh> = {
  documents: 'Documents',
  empty: 'No documents to show',
  loadError: 'The document could not be loaded',
  api: {
    search: 'Search path, summary, permission or operationId',
    operations_one: '{{count}} operation',
    operations_other: '{{count}} operations',
    noMatch: 'No operation matches',
    parameters: 'Parameters',
    body: 'Request body',
    responses: 'Responses',
    permission: 'Permission',
    public: 'Public',
    authenticated: 'Any signed-in user',
    token: 'Token needed',
    none: 'None declared (refused to everyone)',
    noSchema: 'No schema',
    required: 'required',
    in: 'In',
    download: 'Download JSON',
    server: 'API root',
    admin: 'Admin API',
    shop: 'Storefront API',
    titles: { admin: 'Back-office admin API', shop: 'Storefront API' },
    intro: {
      admin:
        'Every response is the envelope `{result, status, message}`. Send `Authorization: Bearer <access_token>` and `Lang: zh|en`. The downloaded JSON is in English, for client generators.',
      shop: 'Every response is the envelope `{result, status, message}`. Members sign in with `POST login` and send `Authorization: Bearer <access_token>`; send `Lang: zh|en`. The downloaded JSON is in English, for client generators.',
    },
    tags: {
      account: 'Account',
      assets: 'Assets',
      auth: 'Sign-in',
      catalog: 'Catalogue',
      dashboard: 'Dashboard',
      exports: 'Exports',
      'large-screen': 'Large screen',
      media: 'Media library',
      resources: 'Reference data',
      sales: 'Sales',
      statistics: 'Statistics',
      system: 'System',
      upload: 'Uploads',
      shop: 'Storefront',
    },
  },
};
