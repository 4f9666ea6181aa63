import { withResourceTexts, zhCore } from '@bo/contract';
// One language's UI sections only (`@bo/contract/ui/<lang>`): the other stays out of this chunk.
import * as zhUi from '@bo/contract/ui/zh';

/** Everything the web shows in Chinese: the core messages, one section per UI area, the declared resources' texts. */
export const zhCatalog = withResourceTexts({ ...zhCore, ...zhUi }, 'zh');
