import type { z } from 'zod';
import type { FuzzRoute } from './fuzz-db.js';
import {
  accepts,
  asQuery,
  BAD_PARAMS,
  fieldsOf,
  HUGE_ARRAY,
  HUGE_STRING,
  kindOf,
  NASTY_STRINGS,
  sample,
  wrongJsonValues,
  wrongTextValues,
} from './fuzz-schema.js';

/** One generated request: JSON parts of a route, and the field it makes wrong (if one). */
export interface FuzzCase {
  route: FuzzRoute;
  label: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** `undefined`: no body at all. */
  body?: unknown;
  /** The field the case breaks; null for whole-input cases. */
  field: string | null;
}

/** A valid starting point for each part of a route (empty where no sample could be made). */
export function baseOf(route: FuzzRoute) {
  const params = route.params ? asQuery((sample(route.params) ?? {}) as Record<string, unknown>) : {};
  const query = route.query ? asQuery((sample(route.query) ?? {}) as Record<string, unknown>) : {};
  const body = route.body ? sample(route.body) : undefined;
  return {
    params: params as Record<string, string>,
    query,
    body: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
    bodyValid: body !== undefined,
  };
}

const decoded = (params: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => {
      try {
        return [k, decodeURIComponent(v)];
      } catch {
        return [k, v];
      }
    }),
  );

/** The issues the route's own schemas find in a case (none: the case is valid input). */
function issuesOf(c: FuzzCase): z.core.$ZodIssue[] {
  const parts: [z.ZodType | undefined, unknown][] = [
    [c.route.params, decoded(c.params)],
    [c.route.query, c.query],
    [c.route.body, c.body],
  ];
  return parts.flatMap(([schema, value]) => (schema ? (schema.safeParse(value).error?.issues ?? []) : []));
}

const without = (value: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));

const describeValue = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
};

/** Wrong values per field; each field gets the first (a wrong type) and a rotating share of the rest. */
const PER_FIELD = 3;

/** A stable number for a name (where a field's share of the rotation starts). */
const seedOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** `list[0]` and `k - 1` more, taken round-robin from `seed` on: every value is used across the fields. */
function pick<T>(list: T[], seed: number, k = PER_FIELD): T[] {
  if (list.length <= k) return list;
  const rest = list.slice(1);
  return [list[0]!, ...Array.from({ length: k - 1 }, (_, i) => rest[(seed + i) % rest.length]!)];
}

/**
 * The generated cases of a route: wrong types and out-of-range values per field, missing and unknown
 * fields, wrong shapes of the whole body, bad path parameters.
 */
export function casesFor(route: FuzzRoute): FuzzCase[] {
  const base = baseOf(route);
  const cases: FuzzCase[] = [];
  const add = (label: string, part: Partial<FuzzCase>, field: string | null) =>
    cases.push({
      route,
      label: `${route.method} ${route.url} ${label}`,
      params: base.params,
      query: route.query ? base.query : {},
      body: route.body ? base.body : undefined,
      ...part,
      field,
    });
  const seed = (name: string) => seedOf(`${route.method} ${route.url} ${name}`);

  // The costly values go to the first field of their kind only.
  const firstOf = (schema: z.ZodType | undefined, kind: string) =>
    schema && Object.entries(fieldsOf(schema) ?? {}).find(([, f]) => kindOf(f) === kind)?.[0];
  // A 100 000-item array costs the server 50 ms to refuse: every fourth route with an array gets one.
  const hugeBody = {
    string: firstOf(route.body, 'string'),
    array: seed('huge') % 4 === 0 ? firstOf(route.body, 'array') : undefined,
  };
  const hugeQuery = firstOf(route.query, 'string');
  if (hugeBody.string)
    add(
      `body.${hugeBody.string}=1 MB`,
      { body: { ...base.body, [hugeBody.string]: HUGE_STRING } },
      hugeBody.string,
    );
  if (hugeBody.array)
    add(
      `body.${hugeBody.array}=100k items`,
      { body: { ...base.body, [hugeBody.array]: HUGE_ARRAY } },
      hugeBody.array,
    );
  if (hugeQuery)
    add(`query.${hugeQuery}=1 MB`, { query: { ...base.query, [hugeQuery]: HUGE_STRING } }, hugeQuery);

  if (route.body) {
    for (const [field, schema] of Object.entries(fieldsOf(route.body) ?? {})) {
      for (const value of pick(wrongJsonValues(kindOf(schema)), seed(field)))
        add(`body.${field}=${describeValue(value)}`, { body: { ...base.body, [field]: value } }, field);
      if (field in base.body) add(`body.${field} missing`, { body: without(base.body, field) }, field);
    }
    add('body + unknown field', { body: { ...base.body, zz_unknown: 'x' } }, null);
    for (const body of pick([undefined, {}, [], null, 'text', 123, true, [base.body]], seed('body'), 3))
      add(`body=${describeValue(body)}`, { body }, null);
  }
  if (route.query) {
    for (const [field, schema] of Object.entries(fieldsOf(route.query) ?? {})) {
      for (const value of pick(wrongTextValues(kindOf(schema)), seed(field)))
        add(`query.${field}=${describeValue(value)}`, { query: { ...base.query, [field]: value } }, field);
    }
    add('query + unknown field', { query: { ...base.query, zz_unknown: 'x' } }, null);
  }
  if (route.params) {
    for (const name of Object.keys(fieldsOf(route.params) ?? {}))
      for (const value of pick(BAD_PARAMS, seed(name), 3))
        add(`:${name}=${value}`, { params: { ...base.params, [name]: value } }, name);
  }
  return cases;
}

/** Splits cases into those the route's schemas refuse (with the field really at fault) and valid ones. */
export function partition(cases: FuzzCase[]): { refused: FuzzCase[]; valid: FuzzCase[] } {
  const refused: FuzzCase[] = [];
  const valid: FuzzCase[] = [];
  for (const c of cases) {
    const issues = issuesOf(c);
    if (issues.length === 0) valid.push(c);
    else {
      const blamed = c.field !== null && issues.some((i) => i.path[0] === c.field);
      refused.push({ ...c, field: blamed ? c.field : null });
    }
  }
  return { refused, valid };
}

/** `text` in every string field of `value` whose own schema takes it. */
function fill(schema: z.ZodType, value: Record<string, unknown>, text: string) {
  const filled = Object.entries(fieldsOf(schema) ?? {})
    .filter(([, field]) => kindOf(field) === 'string' && accepts(field, text))
    .map(([name]) => name);
  return { value: { ...value, ...Object.fromEntries(filled.map((f) => [f, text])) }, filled };
}

/**
 * Valid requests carrying hostile text (NUL, emoji and RTL marks, SQL, script, 1 MB) in every string
 * field that takes it, from the route's valid sample; a field at a time when together they do not fit.
 * None when no valid sample could be made.
 */
export function hostileCases(route: FuzzRoute): FuzzCase[] {
  const base = baseOf(route);
  const start: FuzzCase = {
    route,
    label: `${route.method} ${route.url}`,
    params: base.params,
    query: route.query ? base.query : {},
    body: route.body ? base.body : undefined,
    field: null,
  };
  if (issuesOf(start).length > 0) return [];
  const cases: FuzzCase[] = [];
  // 1 MB goes to one field at a time (together they would pass the body limit).
  for (const [name, text] of [...Object.entries(NASTY_STRINGS), ['huge', HUGE_STRING] as const]) {
    const body = route.body ? fill(route.body, base.body, text) : { value: undefined, filled: [] };
    const query = route.query ? fill(route.query, base.query, text) : { value: start.query, filled: [] };
    const fields = [...body.filled.map((f) => ['body', f]), ...query.filled.map((f) => ['query', f])];
    if (fields.length === 0) continue;
    const together: FuzzCase = {
      ...start,
      label: `${start.label} ${name} in ${fields.map((f) => f.join('.')).join(', ')}`,
      body: body.value,
      query: query.value as FuzzCase['query'],
    };
    if (name !== 'huge' && issuesOf(together).length === 0) {
      cases.push(together);
      continue;
    }
    for (const [part, field] of fields) {
      const one: FuzzCase =
        part === 'body'
          ? { ...start, body: { ...base.body, [field!]: text } }
          : { ...start, query: { ...base.query, [field!]: text } };
      if (issuesOf(one).length === 0)
        cases.push({ ...one, label: `${start.label} ${name} in ${part}.${field}` });
    }
  }
  return cases;
}
