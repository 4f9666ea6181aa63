import { zhCore } from '@bo/contract';
// One language's UI sections only (`@bo/contract/ui/<lang>`): the other stays out of this chunk.
import * as zhUi from '@bo/contract/ui/zh';

/** What the web shows in Chinese before the declared resources' texts: the core messages, one section per UI area. */
export const zhCatalog = { ...zhCore, ...zhUi };
