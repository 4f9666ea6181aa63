import { tableSubject } from '../../../lib/audit-subject.js';

/**
 * Assets as the admin log compares them: the register's fields an administrator edits, binds, shares
 * or marks. A deleted asset (soft-deleted) is gone. The asset's own history (its events) says the same
 * in the asset's words; the log says it beside every other record's changes.
 */
export const ASSET_SUBJECT = tableSubject({
  type: 'asset',
  table: 'assets',
  live: true,
  fields: [
    'code',
    'name',
    'base_data_id',
    'brand',
    'model',
    'unit',
    'quantity',
    'original_value',
    'purchase_date',
    'organization_id',
    'department_id',
    'custodian',
    'storage_location_id',
    'ownership',
    'status',
    'is_resource',
    'bound',
    'tag',
    'marks',
    'photo',
  ],
});
