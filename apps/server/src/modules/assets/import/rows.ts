import { type Lang, translate } from '@bo/contract';
import type { Db } from '../../../db/database.js';
import { departmentInScope, organizationInScope, type Scope } from '../scope.js';
import { IMPORT_COLUMNS, type ImportColumn } from './columns.js';
import type { Cell, SheetRow } from './read-sheet.js';

/** One problem of the sheet: where (row, column label) and what, in the user's language. */
export interface ImportError {
  line: number;
  column: string;
  message: string;
}

/** A checked row, ready to insert. */
export interface ImportRow {
  name: string;
  base_data_id: number;
  class_code: string;
  brand: string;
  model: string;
  unit: string;
  quantity: number;
  original_value: number;
  purchase_date: string;
  organization_id: number;
  area_id: number | null;
  department_id: number | null;
  custodian: string;
  storage_location_id: number | null;
  ownership: 'self' | 'public';
}

/** The reference data rows point to, by the names and codes people write in sheets. */
export interface Lookups {
  classes: Map<string, { id: number; unit: string }>;
  organizations: Map<string, { id: number; area_id: number | null; allowed: boolean }>;
  /** By organization and name: the id, and whether the importer may register into it. */
  departments: Map<string, { id: number; allowed: boolean }>;
  places: Map<string, number>;
  /** How many more assets each place with a capacity holds. */
  room: Map<number, { name: string; capacity: number; free: number }>;
  /** Only administrators who see everything register straight into the public warehouse. */
  publicAllowed: boolean;
}

export async function loadLookups(db: Db, scope: Scope): Promise<Lookups> {
  const [classes, orgs, depts, places, held] = await Promise.all([
    db.selectFrom('base_data').select(['id', 'code', 'unit']).execute(),
    db.selectFrom('organizations').select(['id', 'name', 'area_id']).execute(),
    db.selectFrom('departments').select(['id', 'organization_id', 'name']).execute(),
    db.selectFrom('storage_locations').select(['id', 'code', 'name', 'capacity']).execute(),
    db
      .selectFrom('assets')
      .select(['storage_location_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleted_at', 'is', null)
      .where('storage_location_id', 'is not', null)
      .groupBy('storage_location_id')
      .execute(),
  ]);
  const heldAt = new Map(held.map((h) => [h.storage_location_id, Number(h.n)]));
  return {
    classes: new Map(classes.map((c) => [c.code, { id: c.id, unit: c.unit }])),
    organizations: new Map(
      orgs.map((o) => [o.name, { id: o.id, area_id: o.area_id, allowed: organizationInScope(scope, o) }]),
    ),
    departments: new Map(
      depts.map((d) => [
        `${d.organization_id}\u0000${d.name}`,
        { id: d.id, allowed: departmentInScope(scope, d.id) },
      ]),
    ),
    places: new Map(places.map((p) => [p.code.toUpperCase(), p.id])),
    room: new Map(
      places
        .filter((p) => p.capacity > 0)
        .map((p) => [
          p.id,
          { name: p.name, capacity: p.capacity, free: p.capacity - (heldAt.get(p.id) ?? 0) },
        ]),
    ),
    publicAllowed: scope.kind === 'all',
  };
}

/** Which column of the sheet holds each field, from the header row (either language, `*` ignored). */
export function mapHeader(header: Cell[]): { index: Map<ImportColumn, number>; missing: ImportColumn[] } {
  const labels = new Map<string, ImportColumn>();
  for (const lang of ['zh', 'en'] as const) {
    for (const c of IMPORT_COLUMNS) {
      labels.set(normalize(translate(lang, `assetImport.columns.${c.key}`)), c.key);
      labels.set(c.key, c.key);
    }
  }
  const index = new Map<ImportColumn, number>();
  header.forEach((cell, i) => {
    const key = labels.get(normalize(String(cell ?? '')));
    if (key && !index.has(key)) index.set(key, i);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !index.has(c.key)).map((c) => c.key);
  return { index, missing };
}

function normalize(label: string): string {
  return label.replace(/[*＊\s]/g, '').toLowerCase();
}

const OWNERSHIPS: Record<string, 'self' | 'public'> = {
  自有: 'self',
  self: 'self',
  公物仓: 'public',
  public: 'public',
};
const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/** An Excel date serial or a written date as YYYY-MM-DD, or null. */
function dateOf(cell: Cell): string | null {
  if (typeof cell === 'number') {
    if (cell < 1 || cell > 2958465) return null;
    return new Date(Math.round((cell - 25569) * 86_400_000)).toISOString().slice(0, 10);
  }
  const m = cell === null ? null : DATE.exec(cell);
  if (!m) return null;
  const text = `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}`;
  const parsed = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text ? null : text;
}

/** Yuan with at most two decimals → cents, or null. */
function centsOf(cell: Cell): number | null {
  const text =
    typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell.replace(/[,，]/g, '') : '';
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/**
 * Checks one sheet row against the rules of `assets/addassets`, resolving class codes, organization and
 * department names and place codes. Returns the row to insert, or its errors (every one, not the first).
 */
export function checkRow(
  row: SheetRow,
  index: Map<ImportColumn, number>,
  lookups: Lookups,
  lang: Lang,
  today: string,
): { row: ImportRow; errors: [] } | { row: null; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const cell = (key: ImportColumn): Cell => {
    const i = index.get(key);
    return i === undefined ? null : (row.cells[i] ?? null);
  };
  const text = (key: ImportColumn) => {
    const v = cell(key);
    return v === null ? '' : String(v).trim();
  };
  const fail = (key: ImportColumn, messageKey: string, params: Record<string, string | number> = {}) => {
    const column = translate(lang, `assetImport.columns.${key}`);
    errors.push({
      line: row.line,
      column,
      message: translate(lang, messageKey, { attribute: column, ...params }),
    });
  };
  const limited = (key: ImportColumn, max: number, required = false) => {
    const v = text(key);
    if (required && v === '') fail(key, 'validation.required');
    else if (v.length > max) fail(key, 'validation.max', { place: max });
    return v;
  };

  const name = limited('name', 128, true);
  const classCode = text('class_code');
  const cls = lookups.classes.get(classCode);
  if (classCode === '') fail('class_code', 'validation.required');
  else if (!cls) fail('class_code', 'asset.classMissing');
  const brand = limited('brand', 64);
  const model = limited('model', 64);
  const unit = limited('unit', 16) || cls?.unit || '';
  const custodian = limited('custodian', 32);

  const quantityText = text('quantity');
  const quantity = Number(quantityText);
  if (quantityText === '') fail('quantity', 'validation.required');
  else if (!Number.isInteger(quantity)) fail('quantity', 'validation.integer');
  else if (quantity < 1 || quantity > 1_000_000)
    fail('quantity', quantity < 1 ? 'validation.min' : 'validation.max', {
      place: quantity < 1 ? 1 : 1_000_000,
    });

  const value = centsOf(cell('original_value'));
  if (cell('original_value') === null) fail('original_value', 'validation.required');
  else if (value === null) fail('original_value', 'validation.price');

  const date = dateOf(cell('purchase_date'));
  if (cell('purchase_date') === null) fail('purchase_date', 'validation.required');
  else if (date === null) fail('purchase_date', 'validation.format');
  else if (date > today) fail('purchase_date', 'asset.purchaseFuture');

  const orgName = text('organization');
  const org = lookups.organizations.get(orgName);
  if (orgName === '') fail('organization', 'validation.required');
  else if (!org) fail('organization', 'asset.organizationMissing');
  else if (!org.allowed) fail('organization', 'asset.outsideScope');

  const deptName = text('department');
  const department = deptName && org ? lookups.departments.get(`${org.id}\u0000${deptName}`) : undefined;
  if (deptName && org && department === undefined) fail('department', 'asset.departmentMissing');
  // The same rule as the asset form: an importer with scope department or own keeps to its departments.
  else if (department && !department.allowed) fail('department', 'asset.outsideScope');
  const departmentId = department?.id;

  const placeCode = text('place_code');
  const placeId = placeCode ? lookups.places.get(placeCode.toUpperCase()) : undefined;
  const room = placeId === undefined ? undefined : lookups.room.get(placeId);
  if (placeCode && placeId === undefined) fail('place_code', 'asset.placeMissing');
  // Each row that fits takes its room, so the rows after a full place are reported, not the place twice.
  else if (room && room.free <= 0)
    fail('place_code', 'place.full', { name: room.name, capacity: room.capacity, free: 0 });
  else if (room) room.free--;

  const ownershipText = text('ownership');
  const ownership = ownershipText === '' ? 'self' : OWNERSHIPS[ownershipText.toLowerCase()];
  if (!ownership) fail('ownership', 'assetImport.ownershipUnknown');
  else if (ownership === 'public' && !lookups.publicAllowed) fail('ownership', 'asset.outsideScope');

  if (errors.length > 0 || !cls || !org || value === null || date === null || !ownership)
    return { row: null, errors };
  return {
    row: {
      name,
      base_data_id: cls.id,
      class_code: classCode,
      brand,
      model,
      unit,
      quantity,
      original_value: value,
      purchase_date: date,
      organization_id: org.id,
      area_id: org.area_id,
      department_id: departmentId ?? null,
      custodian,
      storage_location_id: placeId ?? null,
      ownership,
    },
    errors: [],
  };
}
