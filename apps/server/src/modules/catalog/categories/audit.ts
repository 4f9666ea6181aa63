import { categoryResource } from '@bo/contract';
import { declaredSubject } from '../../../lib/audit-subject.js';

/** Categories as the admin log compares them: their form's fields with the specifications and brands linked. */
export const CATEGORY_SUBJECT = declaredSubject(categoryResource, {
  specification_ids: { table: 'category_specifications', owner: 'category_id', value: 'specification_id' },
  brand_ids: { table: 'category_brands', owner: 'category_id', value: 'brand_id' },
});
