import { tableSubject } from '../../../lib/audit-subject.js';

/** Freight templates as the admin log compares them: the form's fields, the rules as the values they hold. */
export const FREIGHT_SUBJECT = tableSubject({
  type: 'freight',
  table: 'freights',
  fields: ['name', 'valuation', 'default_rule', 'rules', 'free_regions', 'origin'],
  json: ['default_rule', 'rules', 'free_regions'],
});
