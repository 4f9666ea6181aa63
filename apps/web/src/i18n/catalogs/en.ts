import { enCore, withResourceTexts } from '@bo/contract';
// See zh.ts: one language per chunk.
import * as enUi from '@bo/contract/ui/en';

/** Everything the web shows in English: the core messages, one section per UI area, the declared resources' texts. */
export const enCatalog = withResourceTexts({ ...enCore, ...enUi }, 'en');
