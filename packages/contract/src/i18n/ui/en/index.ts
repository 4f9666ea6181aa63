export { account } from './account.js';
export { layout } from './layout.js';
export { login } from './login.js';
export { pages } from './pages.js';
export { request } from './request.js';
export { resources } from './resources.js';
export { route } from './route.js';
export { system } from './system.js';
