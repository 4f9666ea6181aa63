/** The columns of the asset import sheet, in template order; `*` marks required ones in the header. */
export const IMPORT_COLUMNS = [
  { key: 'name', required: true, width: 24 },
  { key: 'class_code', required: true, width: 12 },
  { key: 'brand', required: false, width: 14 },
  { key: 'model', required: false, width: 14 },
  { key: 'unit', required: false, width: 10 },
  { key: 'quantity', required: true, width: 8 },
  { key: 'original_value', required: true, width: 14 },
  { key: 'purchase_date', required: true, width: 14 },
  { key: 'organization', required: true, width: 24 },
  { key: 'department', required: false, width: 16 },
  { key: 'custodian', required: false, width: 12 },
  { key: 'place_code', required: false, width: 16 },
  { key: 'ownership', required: false, width: 10 },
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['key'];
