import { assetEventExport, assetExport } from './assets/export.js';
import { formExports, installmentExport } from './forms/export.js';
import { taskExport } from './tasks/export.js';

/** The asset module's list exports by their list's path (LIST_EXPORTS in the contract). */
export const assetListExports = {
  'assets/list': assetExport,
  'assets/events': assetEventExport,
  ...formExports,
  'assetLeaseGrant/installments': installmentExport,
  task: taskExport,
};
