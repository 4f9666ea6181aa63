import type { z } from 'zod';

/**
 * Reads a route's zod schemas (as the route declared them) to generate inputs: a valid sample to start
 * from, and bad values for each field by the kind of value it holds. Whether an input is bad is decided
 * by the route's own schema (`safeParse`), so the generator never has to be exact.
 */

type Schema = z.ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  options?: Schema[];
  element?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
  coerce?: boolean;
}

const defOf = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under optional/default/preprocess wrappers: what the field really holds. */
function core(schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const d = defOf(s);
    if (WRAPPERS.has(d.type) && d.innerType) s = d.innerType;
    else if (d.type === 'pipe' && d.in && d.out) s = defOf(d.in).type === 'transform' ? d.out : d.in;
    else if (d.type === 'lazy' && d.getter) s = d.getter();
    else break;
  }
  return s;
}

export type Kind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'other';

export function kindOf(schema: Schema): Kind {
  const type = defOf(core(schema)).type;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'array') return type;
  if (type === 'int' || type === 'bigint') return 'number';
  if (type === 'enum' || type === 'literal') return 'enum';
  if (type === 'object' || type === 'record') return 'object';
  return 'other';
}

/** The fields of an object schema (of every option, for a union of objects); null for other schemas. */
export function fieldsOf(schema: Schema): Record<string, Schema> | null {
  const d = defOf(core(schema));
  if (d.type === 'object' && d.shape) return d.shape;
  if (d.type === 'union' && d.options) {
    const merged: Record<string, Schema> = {};
    for (const option of d.options) Object.assign(merged, fieldsOf(option) ?? {});
    return Object.keys(merged).length ? merged : null;
  }
  return null;
}

/** Whether `schema` takes `value` (a transform run on its own may throw: that is a no). */
export function accepts(schema: Schema, value: unknown): boolean {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

const STRINGS = [
  'Fuzz',
  'fuzz_name',
  'fuzz-name',
  'a',
  'fuzz@example.com',
  'https://example.com/a.png',
  '/uploads/2026/01/0123456789abcdef0123456789abcdef.png',
  '2026-01-01',
  '2026-01-01 00:00:00',
  '2026-01-01T00:00:00.000Z',
  '13800138000',
  'Fuzz12345pass',
  '00000000-0000-4000-8000-000000000001',
  'FUZZ1',
  '#1890ff',
  '1',
  '',
];
const NUMBERS = [1, 2, 10, 100, 1000, 0, 0.5];

/**
 * A value `schema` accepts, built from its structure and tried against it; `undefined` when none was
 * found (or when the schema accepts nothing but `undefined`).
 */
export function sample(schema: Schema, depth = 0): unknown {
  if (depth > 8) return undefined;
  const d = defOf(schema);
  const first = (candidates: unknown[]) => candidates.find((c) => c !== undefined && accepts(schema, c));
  switch (d.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return first([sample(d.innerType!, depth + 1)]);
    case 'nullable':
      return first([sample(d.innerType!, depth + 1), null]);
    case 'pipe':
      return first([
        sample(defOf(d.in!).type === 'transform' ? d.out! : d.in!, depth + 1),
        sample(d.out!, depth + 1),
      ]);
    case 'lazy':
      return sample(d.getter!(), depth + 1);
    case 'string':
      return first(STRINGS);
    case 'number':
    case 'int':
      return first(NUMBERS);
    case 'boolean':
      return first([true, false]);
    case 'enum':
      return first(Object.values(d.entries ?? {}));
    case 'literal':
      return first(d.values ?? []);
    case 'null':
      return null;
    case 'transform':
      return undefined;
    case 'array': {
      const item = sample(d.element!, depth + 1);
      return first([[], ...[1, 2, 3].map((n) => Array.from({ length: n }, () => item))]);
    }
    case 'union':
      return first((d.options ?? []).map((o) => sample(o, depth + 1)));
    case 'record':
      return first([{}]);
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(d.shape ?? {})) {
        const v = sample(field, depth + 1);
        if (v !== undefined) value[key] = v;
      }
      return first([value]);
    }
    default:
      return first(['x', 1, true, {}, []]);
  }
}

/** A query string's form of a sample: every scalar as text (arrays repeat the key). */
export function asQuery(value: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) out[key] = v.map(String);
    else if (typeof v !== 'object') out[key] = String(v);
  }
  return out;
}

const MB = 1024 * 1024;
/** 1 MB of text, and a 100 000-item array. */
export const HUGE_STRING = 'x'.repeat(MB);
export const HUGE_ARRAY: number[] = Array.from({ length: 100_000 }, (_, i) => i + 1);

/** Strings that are valid text but hostile content: they must be stored harmlessly or refused. */
export const NASTY_STRINGS = {
  nul: 'nul\u0000byte',
  unicode: '😀👨‍👩‍👧‍👦 \u202Eevil\u202C مرحبا שלום e\u0301 \uD800 \uFEFF',
  sql: "1' OR '1'='1'; DROP TABLE admins; --",
  script: '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
};

/**
 * Wrong values for a JSON field holding `kind`, a wrong type first (what is actually wrong is decided by
 * the schema). Hostile text a string field takes is sent by the hostile-text pass instead; 1 MB strings
 * and 100 000-item arrays go to one field of each route (see `casesFor`).
 */
export function wrongJsonValues(kind: Kind): unknown[] {
  switch (kind) {
    case 'string':
      return [123, true, {}, ['x'], [], null];
    case 'number':
      return [
        'abc',
        'NaN',
        '',
        -1,
        1.5,
        1e308,
        -1e308,
        '1e308',
        2 ** 53,
        '9007199254740993',
        '0x10',
        true,
        {},
        [1],
        NASTY_STRINGS.sql,
        NASTY_STRINGS.nul,
      ];
    case 'boolean':
      return ['yes', 2, -1, {}, [true], NASTY_STRINGS.sql];
    case 'enum':
      return ['NOT_A_VALUE', 999, -1, ['x'], {}, NASTY_STRINGS.script];
    case 'array':
      return ['x', 123, {}, [null], [{}], ['abc'], [-1], [1e308]];
    case 'object':
      return ['x', 123, [], [{}], null];
    default:
      return ['not-a-number', 123, true, {}, []];
  }
}

/** Wrong values for a query string field (always text; an array repeats the key), a wrong type first. */
export function wrongTextValues(kind: Kind): (string | string[])[] {
  const common = ['', '-1', '1e308', 'NaN', '1.5', '99999999999999999999'];
  return kind === 'string'
    ? [['1', '2'], ...common]
    : ['abc', ['1', '2'], ...common, NASTY_STRINGS.sql, NASTY_STRINGS.nul];
}

/** Path parameter values, one no parameter takes first: traversal, wrong types, out-of-range numbers, hostile text. */
export const BAD_PARAMS = [
  '..%2F..%2Fetc%2Fpasswd',
  'abc',
  '-1',
  '1.5',
  '1e308',
  '99999999999',
  '0x10',
  '%00',
  '%3Cscript%3E',
  encodeURIComponent(NASTY_STRINGS.sql),
  encodeURIComponent('😀'),
];
