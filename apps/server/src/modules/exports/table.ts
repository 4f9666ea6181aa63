import type { ListExportDefinition } from '../../lib/list-export.js';
import { assetListExports, type Scope } from '../assets/index.js';
import { memberExport } from '../sales/index.js';
import { adminLogExport } from '../system/index.js';

/** The columns and page reader of each list export, by its list's path (LIST_EXPORTS in the contract). */
export const LIST_EXPORT_TABLE: Readonly<
  Record<string, ListExportDefinition<unknown, unknown, unknown, Scope>>
> = {
  member: memberExport,
  ...assetListExports,
  'admin/log': adminLogExport,
};
