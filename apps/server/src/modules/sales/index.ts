/** What the sales module offers the other modules and the app: nothing else inside it is theirs to import. */

export { memberExport } from './members/export.js';
export { createMember } from './members/service.js';
export { receiveOrder } from './orders/fulfilment.js';
export { payOrder } from './orders/payment.js';
export { placeOrder } from './orders/place.js';
