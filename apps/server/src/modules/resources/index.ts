export { resourceRoutes } from './routes.js';
