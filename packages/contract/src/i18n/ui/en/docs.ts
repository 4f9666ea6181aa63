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
  },
};
