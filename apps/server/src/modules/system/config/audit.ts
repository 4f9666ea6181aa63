import { SETTINGS } from '@bo/contract';
import type { SubjectKind } from '../../../lib/audit-trail.js';

/** Settings of type secret, masked in the admin log whatever their names (as ConfigDetail masks them). */
export const SECRET_SETTINGS = Object.entries(SETTINGS).flatMap(([name, definition]) =>
  definition.type === 'secret' ? [name] : [],
);

/** The configuration as the admin log names it: one record (no id), its settings as its fields. */
export const CONFIG_SUBJECT: SubjectKind = { type: 'config', secret: SECRET_SETTINGS };
