/** What the assets module offers the other modules and the app: nothing else inside it is theirs to import. */

export { VIEW_PERMISSION } from './assets/views.js';
export {
  countsByStatus,
  type DayRange,
  foldAssetCounts,
  idleBoughtIn,
  lentDueBefore,
} from './counts.js';
export { assetListExports } from './exports.js';
export { assetReadable, formInScope, type Scope, scopeOf, scopeOfAdmin } from './scope.js';
export { KIND_PAGES as TASK_KIND_PAGES } from './tasks/routes.js';
