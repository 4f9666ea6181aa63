/** What the system module offers the other modules and the app: nothing else inside it is theirs to import. */

export { adminLogExport } from './admin-log/export.js';
export { getSetting, getSettings } from './config/service.js';
export { apiDocument } from './openapi/serve.js';
export { sandboxPayment } from './plugins/sandbox-payment.js';
export { enabledPluginSettings, syncBuiltInPlugins } from './plugins/service.js';
export { lastKnownUpdate } from './update/service.js';
