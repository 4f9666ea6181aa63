import { z } from 'zod';
import type { Lang } from '../i18n/shape.js';
import { dateFilter } from '../schemas/dates.js';
import { textFilter } from '../schemas/list.js';
import type { Fields } from './define.js';
import type { DateTimeField, FieldSpec, FieldValue, TextField, Texts } from './field-kinds.js';
import { filterOf, inputOf } from './field-schemas.js';
import { fieldTexts } from './texts.js';

/** The names of a set's fields. */
type Names<F extends Fields> = readonly (keyof F & string)[];

/**
 * The fields of a page that is no plain resource (goods, orders, asset forms), declared once with the
 * kinds of {@link defineResource}. `texts` names the catalog section they join: `<texts>.fields.<field>`
 * for labels and `<texts>.options.<field>.<value>` for options, beside the page's own texts there.
 */
export interface FieldSetDeclaration<F extends Fields, N extends Names<F> = Names<F>> {
  texts: string;
  fields: F;
  /**
   * Labels of what the page shows that is no field with a kind (an order's goods, drawn from its
   * lines): they join `<texts>.fields` beside the fields' labels, and may name a column.
   */
  labels?: Readonly<Record<string, Texts>>;
  /**
   * The list's search form, in its order: a text is searched for as typed, a choice or switch picked
   * from its options, a time by a `from` / `to` range (one at most). `query` is their schemas in the
   * list's query.
   */
  filters?: N;
  /**
   * The list's columns, in their order: fields (shown as their kind shows them unless the page draws
   * the cell) or names of `labels`.
   */
  columns?: readonly string[];
}

/** A schema a body may leave out: it has a default (or, for ids and times, a transform of nothing). */
type Defaulted<T> = z.ZodType<T, T | undefined> & { _zod: { optin: 'defaulted' } };

/** Whether a body must hold the field: a required text, picture or rich text; anything else has a default. */
type MustHold<F extends FieldSpec> = F extends { required: true } ? true : false;

/** Each field's body schema, typed by its kind (an option's literal values, a required field). */
export type FieldShape<F extends Fields> = {
  [K in keyof F]: MustHold<F[K]> extends true
    ? z.ZodType<FieldValue<F[K]>, FieldValue<F[K]>>
    : Defaulted<FieldValue<F[K]>>;
};

type TextFilter = ReturnType<typeof textFilter>;
type FilterOf<F extends FieldSpec> = F extends TextField
  ? TextFilter
  : z.ZodOptional<z.ZodType<FieldValue<F>, unknown>>;
/** Whether one of `N` is a time, filtered by a range. */
type HasRange<F extends Fields, N extends keyof F> = true extends (
  N extends unknown
    ? F[N] extends DateTimeField
      ? true
      : false
    : never
)
  ? true
  : false;

/**
 * The query schemas of the filters `N`, typed by kind: a text's, a choice's or switch's value, and a
 * time's range as `from` / `to`.
 */
export type FilterShape<F extends Fields, N extends keyof F> = string extends keyof F
  ? Record<string, z.ZodType>
  : {
      [K in N as F[K] extends DateTimeField ? never : K]: FilterOf<F[K]>;
    } & (HasRange<F, N> extends true ? { from: typeof dateFilter; to: typeof dateFilter } : unknown);

/** What a field set derives: its names, body schemas, list filters and texts. */
export interface FieldSet<F extends Fields = Fields, N extends Names<F> = Names<F>>
  extends FieldSetDeclaration<F, N> {
  /** Field names in declared order. */
  fieldNames: Names<F>;
  /** The search form's fields in order (none when the declaration names none). */
  filters: N;
  /** The list's columns in order: fields and labels (none when the declaration names none). */
  columns: readonly string[];
  /** The list's query parameters of `filters`, in their order, for the list's query schema. */
  query: FilterShape<F, N[number]>;
  /**
   * Each field's body schema with its limits and message keys, for the page's input schema to place
   * beside its own parts, in the order its body always had.
   */
  shape: FieldShape<F>;
  /**
   * A field's body schema without its default, for a part that must state the value (each SKU its
   * price and inventory, where the goods' own default to 0).
   */
  required<K extends keyof F & string>(name: K): z.ZodType<FieldValue<F[K]>, FieldValue<F[K]>>;
  /** A choice's or switch's list filter: one of its values in the query, or none. */
  filter<K extends keyof F & string>(name: K): z.ZodOptional<z.ZodType<FieldValue<F[K]>, unknown>>;
  /**
   * The texts the set adds to its section in `lang`: `fields` (with the declared labels), `options`,
   * and `hints` and `formLabels` if any.
   */
  catalog(lang: Lang): FieldSetTexts;
}

export interface FieldSetTexts {
  fields: Record<string, string>;
  options: Record<string, Record<string, string>>;
  hints?: Record<string, string>;
  formLabels?: Record<string, string>;
}

/** A filter's query parameters: a text, a choice's or switch's value, a time's range. */
function queryOf(set: string, name: string, field: FieldSpec): Record<string, z.ZodType> {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return { [name]: textFilter(field.max) };
    case 'choice':
    case 'switch':
      return { [name]: filterOf(field) };
    case 'datetime':
      return { from: dateFilter, to: dateFilter };
    default:
      // Nothing a search form could offer for it: a filter of it would be a mistake of the page.
      throw new Error(`${set}: ${name} is no field to filter the list by`);
  }
}

/**
 * Refuses a label beside its own field's, filters and columns naming nothing declared, and a second
 * time range (`from` / `to` name one).
 */
function checkList(declaration: FieldSetDeclaration<Fields>) {
  const { texts, fields, labels = {}, filters = [], columns = [] } = declaration;
  for (const name of Object.keys(labels))
    if (name in fields) throw new Error(`${texts}: ${name} is a field, its label is declared with it`);
  for (const name of filters)
    if (!(name in fields)) throw new Error(`${texts}: no field ${name} to filter by`);
  if (filters.filter((name) => fields[name]?.kind === 'datetime').length > 1)
    throw new Error(`${texts}: one time range among the filters at most`);
  for (const name of columns)
    if (!(name in fields || name in labels))
      throw new Error(`${texts}: no field or label ${name} for a column`);
}

/**
 * Declares the plain fields of a page that keeps its own components: their body schemas, limits,
 * labels and options come from here, so the server's validation, its messages and the page's inputs
 * and columns say the same.
 */
export function defineFields<const F extends Fields, const N extends Names<F> = readonly []>(
  declaration: FieldSetDeclaration<F, N>,
): FieldSet<F, N> {
  const { fields, texts } = declaration;
  checkList(declaration as FieldSetDeclaration<Fields>);
  const filters = (declaration.filters ?? []) as unknown as N;
  const fieldNames = Object.keys(fields) as (keyof F & string)[];
  const shape = Object.fromEntries(
    fieldNames.map((name) => [name, inputOf(fields[name] as FieldSpec)]),
  ) as Record<string, z.ZodType>;
  return {
    ...declaration,
    fieldNames,
    filters,
    columns: declaration.columns ?? [],
    query: Object.assign(
      {},
      ...filters.map((name) => queryOf(texts, name, fields[name] as FieldSpec)),
    ) as FilterShape<F, N[number]>,
    shape: shape as FieldShape<F>,
    required: (name) => {
      const schema = shape[name] as z.ZodType;
      return (schema instanceof z.ZodDefault ? schema.unwrap() : schema) as z.ZodType<
        FieldValue<F[typeof name]>,
        FieldValue<F[typeof name]>
      >;
    },
    filter: (name) => {
      const field = fields[name] as FieldSpec;
      // A text or a number has no one value to pick: a filter of it would be a mistake of the page.
      if (field.kind !== 'choice' && field.kind !== 'switch')
        throw new Error(`${declaration.texts}: ${name} is no choice or switch to filter by`);
      return filterOf(field) as z.ZodOptional<z.ZodType<FieldValue<F[typeof name]>, unknown>>;
    },
    catalog: (lang) => {
      const { labels, options, hints, formLabels } = fieldTexts(fields, lang);
      const own = Object.entries(declaration.labels ?? {}).map(([name, text]) => [name, text[lang]]);
      return {
        fields: { ...labels, ...Object.fromEntries(own) },
        options,
        ...(Object.keys(hints).length > 0 ? { hints } : {}),
        ...(Object.keys(formLabels).length > 0 ? { formLabels } : {}),
      };
    },
  };
}

/** The group at `path` (`resources.admin`) of `root`, copied so that it can be changed, made when missing. */
function groupAt(root: Record<string, unknown>, path: string): Record<string, unknown> {
  let node = root;
  for (const part of path.split('.')) {
    const next = node[part] ?? {};
    if (typeof next !== 'object') throw new Error(`${path} passes through a text, not a group`);
    node[part] = { ...(next as Record<string, unknown>) };
    node = node[part] as Record<string, unknown>;
  }
  return node;
}

/**
 * `catalog` with each set's texts joined to its section (a top-level one, `members`, or a nested one,
 * `resources.admin`). A label the section also writes by hand is refused: the declaration is where it
 * lives.
 */
export function withFieldSetTexts<C extends object>(catalog: C, sets: readonly FieldSet[], lang: Lang): C {
  const merged = { ...catalog } as Record<string, unknown>;
  for (const set of sets) {
    const section = groupAt(merged, set.texts);
    const texts = set.catalog(lang);
    for (const part of ['fields', 'options', 'hints', 'formLabels'] as const) {
      const own = texts[part];
      if (!own) continue;
      const written = section[part] ?? {};
      // A text of the page under the same key would be lost or would hide the declared ones.
      if (typeof written !== 'object') throw new Error(`${set.texts}.${part} is a text, not a group`);
      const twice = Object.keys(own).filter((name) => name in written);
      if (twice.length > 0)
        throw new Error(`${set.texts}.${part} writes ${twice.join(', ')} beside its declaration`);
      section[part] = { ...written, ...own };
    }
  }
  return merged as C;
}
