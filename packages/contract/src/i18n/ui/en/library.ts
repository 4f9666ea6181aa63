import type { CatalogShape } from '../../shape.js';
import type { library as zh } from '../zh/library.js';

/** Web UI texts of the media library and its picker (en). */
export const library: CatalogShape<typeof zh> = {
  fields: {
    preview: 'Preview',
    name: 'File name',
    type: 'Type',
    size: 'Size',
    uploader: 'Uploaded by',
    created_at: 'Uploaded at',
    used_by: 'Used by',
    keyword: 'Keyword',
  },
  types: { image: 'Image', video: 'Video', document: 'Document' },
  unused: 'Not used',
  empty: 'No files in the library yet',
  confirmDelete: 'The file cannot be recovered once deleted. Delete it?',
  choose: 'Choose from library',
  pickerTitle: 'Choose from the media library',
  pick: 'Use selected',
  pickCount: 'Use selected ({{count}})',
  searchPlaceholder: 'Search file names',
  allTypes: 'All types',
};
