/** What the storefront module offers the other modules and the app: nothing else inside it is theirs to import. */
export { endMemberTokens } from './member-token.js';
