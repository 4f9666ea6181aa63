/** What the auth module offers the other modules and the app: nothing else inside it is theirs to import. */
export {
  adminsOutOfReach,
  beyondReach,
  callerId,
  type Delegator,
  includesSuperRole,
  loadDelegator,
  namesOf,
  permissionsBeyond,
  placeBeyond,
  rolePermissionIds,
} from './delegation.js';
export { issueLoginToken } from './token-login.js';
