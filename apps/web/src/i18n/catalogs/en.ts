import { enCore } from '@bo/contract';
// See zh.ts: one language per chunk.
import * as enUi from '@bo/contract/ui/en';

/** What the web shows in English before the declared resources' texts: the core messages, one section per UI area. */
export const enCatalog = { ...enCore, ...enUi };
