import { tableSubject } from '../../../lib/audit-subject.js';

/**
 * Asset forms as the admin log compares them: their state and what the form says, named as its pages
 * name them, and how many of its lines are checked (a verification's progress). The lines themselves
 * are not listed: a campaign holds thousands, and each check would copy them all into the log.
 */
export const FORM_SUBJECT = tableSubject({
  type: 'assetForm',
  table: 'asset_forms',
  fields: {
    kind: 'kind',
    number: 'number',
    status: 'status',
    reason: 'reason',
    organization: 'organization_id',
    target_organization: 'target_organization_id',
    department: 'target_department_id',
    place: 'storage_location_id',
    due_date: 'due_date',
    lessee: 'lessee',
    contract_no: 'contract_no',
    start_date: 'start_date',
    end_date: 'end_date',
    rent: 'rent',
    cycle: 'cycle',
    line_count: 'line_count',
    total_value: 'total_value',
    opinion: 'opinion',
  },
  counted: { checked: { table: 'asset_form_lines', owner: 'form_id', set: 'result' } },
});
