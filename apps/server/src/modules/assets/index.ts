/** What the assets module offers the other modules and the app: nothing else inside it is theirs to import. */
export { type Scope, scopeOf, scopeOfAdmin } from './scope.js';
