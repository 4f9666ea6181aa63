import { tableSubject } from '../../../lib/audit-subject.js';

/** Specifications as the admin log compares them: their form's fields, the values as a list. */
export const SPECIFICATION_SUBJECT = tableSubject({
  type: 'specification',
  table: 'specifications',
  fields: ['name', 'label', 'group_id', 'type', 'location', 'values', 'is_search', 'sort'],
  json: ['values'],
});
