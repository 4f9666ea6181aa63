import type { z } from 'zod';
import { baseOf, type FuzzCase } from './fuzz-cases.js';
import type { FuzzRoute } from './fuzz-db.js';
import { accepts, fieldsOf, sample } from './fuzz-schema.js';

/**
 * Values loose coercion reads as numbers (`[]`, `""`, `false` and `null` as 0, `true` as 1, `"0x1"` as 1,
 * `"1e3"` as 1000), and dates `Date` reads but no database or person means. Every field that holds a
 * whole number or a date must refuse them, whatever its schema says: these cases are not checked
 * against the route's schemas, they are expected refused.
 */

/** In a JSON body, where a whole number (or a list of them) is expected. */
export const LOOSE_JSON = [
  '',
  ' ',
  true,
  false,
  [],
  ['1'],
  [1],
  {},
  '0x1',
  '1e3',
  ' 1',
  '1 ',
  'NaN',
  'Infinity',
];
/** In a query string, where plain digits are expected (an array repeats the key). */
export const LOOSE_TEXT: (string | string[])[] = [
  '',
  'true',
  'false',
  'null',
  '[]',
  '0x1',
  '0b1',
  '1e3',
  ' 1',
  '1 ',
  '+1',
  '1.0',
  '1_0',
  '١',
  ['1', '2'],
];
/** In a path, where an id is expected (already URL-safe: `%201` is " 1"). */
export const LOOSE_PARAMS = ['0x1', '1e3', '%201', '1.0', '%2B1', 'true', '0b1'];

/** Beyond the years 1970–9999 or not a real day: refused by every date field. */
export const EXTREME_DATES = [
  '275760-09-13',
  '+275760-09-13',
  '-271821-04-20',
  '0000-01-01',
  '10000-01-01',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31T24:00:00Z',
  '1',
];
/** Before 1970: refused by every date filter (a record's own day, a purchase say, may be older). */
export const EARLY_DATE = '1969-12-31';
/**
 * Written within 1970–9999 but, by their zone, moments of year 10000 or 1969: refused by every date
 * field (PostgreSQL refuses the one, and stored as text they sort before every other date). Sent to
 * every date field, as they once got past the checks of the written year.
 */
export const ZONE_CROSSING_DATES = ['9999-12-31T23:59:59-14:00', '1970-01-01T00:00:00+14:00'];

/**
 * Loose values per field, taken round-robin over the fields so that every value is sent somewhere
 * (`page`, `limit` and `:id` recur on most routes: one each is plenty). Bodies get more: they write.
 */
const PER_BODY_FIELD = 2;
const PER_TEXT_FIELD = 1;
const DATES_PER_FIELD = 2;

type Schema = z.ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  element?: Schema;
}
const defOf = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a field takes `null` by design (nullable, or a union with `null`), judged from its structure. */
function nullable(schema: Schema, depth = 0): boolean {
  if (depth > 12) return false;
  const d = defOf(schema);
  if (d.type === 'nullable' || d.type === 'null') return true;
  if (d.innerType) return nullable(d.innerType, depth + 1);
  if (d.type === 'pipe') return [d.in, d.out].some((s) => s && nullable(s, depth + 1));
  if (d.type === 'union') return (d.options ?? []).some((o) => nullable(o, depth + 1));
  return false;
}

/** The item schema of a field holding a list (under its optional/default wrappers); null for others. */
function itemOf(schema: Schema): Schema | null {
  let s: Schema | undefined = schema;
  for (let i = 0; i < 12 && s; i++) {
    const d = defOf(s);
    if (d.type === 'array') return d.element ?? null;
    s = d.innerType ?? (d.type === 'pipe' ? (defOf(d.in!).type === 'transform' ? d.out : d.in) : undefined);
  }
  return null;
}

/** Dates a date field takes (one of them, whether it wants the past or the future). */
const SOME_DATES = ['2000-01-01', '2026-01-01T00:00:00.000Z', '2999-01-01', '2999-01-01T00:00:00.000Z'];

/** What a field holds, judged from valid samples: a whole number, a list of them, a date, or else. */
function kindOfField(schema: Schema): 'int' | 'ints' | 'date' | null {
  const item = itemOf(schema);
  if (item) return Number.isInteger(sample(item)) ? 'ints' : null;
  const value = sample(schema);
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : null;
  // A text field that takes a date but neither a word nor a date with junk after it holds a date.
  const takesDate = SOME_DATES.some((d) => accepts(schema, d));
  if (takesDate && !accepts(schema, 'Fuzz') && !accepts(schema, '2000-01-01x')) return 'date';
  return null;
}

/** Whether the route's schemas take its valid starting point (so a refusal can blame the one field). */
function baseValid(route: FuzzRoute, base: ReturnType<typeof baseOf>): boolean {
  return (
    (!route.params || accepts(route.params, base.params)) &&
    (!route.query || accepts(route.query, base.query)) &&
    (!route.body || (base.bodyValid && accepts(route.body, base.body)))
  );
}

/** A stable number for a name (where a field's share of the rotation starts). */
const seedOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const rotate = <T>(list: readonly T[], seed: number, k: number): T[] =>
  Array.from({ length: Math.min(k, list.length) }, (_, i) => list[(seed + i) % list.length]!);

const describeValue = (v: unknown) => JSON.stringify(v) ?? String(v);

/**
 * The loose-number and extreme-date cases of a route: for each whole-number field (body, query, path),
 * each list of ids, and each date field, a few values from the lists above, each expected to be refused
 * with a 422 blaming the field.
 */
export function looseCases(route: FuzzRoute): FuzzCase[] {
  const base = baseOf(route);
  const blame = baseValid(route, base);
  const cases: FuzzCase[] = [];
  const seed = (name: string) => seedOf(`${route.method} ${route.url} ${name}`);
  const add = (label: string, part: Partial<FuzzCase>, field: string) =>
    cases.push({
      route,
      label: `${route.method} ${route.url} ${label}`,
      params: base.params,
      query: route.query ? base.query : {},
      body: route.body ? base.body : undefined,
      ...part,
      field: blame ? field : null,
    });

  if (route.body) {
    for (const [field, schema] of Object.entries(fieldsOf(route.body) ?? {})) {
      const kind = kindOfField(schema);
      const set = (value: unknown) =>
        add(`body.${field}=${describeValue(value)}`, { body: { ...base.body, [field]: value } }, field);
      if (kind === 'int') {
        rotate(LOOSE_JSON, seed(field), PER_BODY_FIELD).forEach(set);
        if (!nullable(schema)) set(null);
      } else if (kind === 'ints') {
        for (const item of rotate([...LOOSE_JSON, null], seed(field), PER_BODY_FIELD)) set([item]);
      } else if (kind === 'date') {
        [...rotate(EXTREME_DATES, seed(field), DATES_PER_FIELD), ...ZONE_CROSSING_DATES].forEach(set);
      }
    }
  }
  if (route.query) {
    for (const [field, schema] of Object.entries(fieldsOf(route.query) ?? {})) {
      const kind = kindOfField(schema);
      const values =
        kind === 'int'
          ? rotate(LOOSE_TEXT, seed(field), PER_TEXT_FIELD)
          : kind === 'date'
            ? [...rotate(EXTREME_DATES, seed(field), DATES_PER_FIELD), EARLY_DATE, ...ZONE_CROSSING_DATES]
            : [];
      for (const value of values)
        add(`query.${field}=${describeValue(value)}`, { query: { ...base.query, [field]: value } }, field);
    }
  }
  if (route.params) {
    for (const [name, schema] of Object.entries(fieldsOf(route.params) ?? {})) {
      if (kindOfField(schema) !== 'int') continue;
      for (const value of rotate(LOOSE_PARAMS, seed(name), PER_TEXT_FIELD))
        add(`:${name}=${value}`, { params: { ...base.params, [name]: value } }, name);
    }
  }
  return cases;
}
