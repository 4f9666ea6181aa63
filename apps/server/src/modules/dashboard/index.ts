/** What the dashboard module offers the other modules and the app: nothing else inside it is theirs to import. */
export { poolByDay } from './asset-pool.js';
export { dailyFigures } from './daily.js';
export { addDays, daysBetween, localDay } from './days.js';
export {
  ASSETS_IN_PREFIX,
  ASSETS_OUT_PREFIX,
  DEVICE_PREFIX,
  type FigureGroup,
  ORDER_DEVICE_PREFIX,
  ORDER_SOURCE_PREFIX,
  REGION_ORDERS_PREFIX,
  REGION_REVENUE_PREFIX,
  REGION_VISITS_PREFIX,
  SOURCE_PREFIX,
} from './figure-groups.js';
export { countFigures } from './figures.js';
export { storedDays } from './service.js';
export { dayWindow, hourWindows, inWindows, windowIndex } from './windows.js';
