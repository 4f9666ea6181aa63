import { enCore } from '@bo/contract';
// See zh.ts: one language per chunk.
import * as enUi from '@bo/contract/ui/en';

/** Everything the web shows in English: the core messages plus one section per UI area. */
export const enCatalog = { ...enCore, ...enUi };
