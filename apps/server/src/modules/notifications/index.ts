/** What the notifications module offers the other modules and the app: nothing else inside it is theirs to import. */
export { formSubmitted, taskAssigned, thenNotify } from './form-events.js';
export { notificationRoutes } from './routes.js';
