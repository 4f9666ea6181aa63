import { z } from 'zod';
import type { Lang } from '../i18n/shape.js';
import {
  flag,
  optionalFile,
  optionalLink,
  optionalText,
  refIds,
  requiredFile,
  requiredText,
  typeError,
} from '../schemas/catalog/fields.js';
import { dateFilter, isIsoInstant } from '../schemas/dates.js';
import { listQuerySchema, MAX_ID, textFilter, versionSchema } from '../schemas/list.js';
import { queryInt } from '../schemas/numbers.js';

/** A text in every language of the interface. */
export type Texts = Readonly<Record<Lang, string>>;

interface FieldBase {
  label: Texts;
  /** Shown as a column of the list (default true). */
  list?: boolean;
  /** The list can be ordered by it (`sort=field` / `sort=-field`). */
  sortable?: boolean;
  /** A line under the form item saying what to enter. */
  hint?: Texts;
}

/** A line of text; `searchable` puts it in the list's keyword search, `unique` refuses a second row with it. */
export interface TextField extends FieldBase {
  kind: 'text' | 'textarea';
  max: number;
  required?: boolean;
  searchable?: boolean;
  unique?: boolean;
  /** The characters allowed (e.g. a code printed on labels); anything else is refused as a wrong format. */
  pattern?: RegExp;
}

/**
 * The message keys of a number that is not whole or below its minimum, when clients already read other
 * ones than the defaults (`validation.type`, `validation.min`) for the field.
 */
export interface NumberMessages {
  whole?: string;
  min?: string;
}

export interface IntegerField extends FieldBase {
  kind: 'integer';
  min: number;
  max: number;
  /** When the body leaves it out (default `min`). */
  default?: number;
  messages?: NumberMessages;
}

/** A colour as `#rrggbb`. */
export interface ColorField extends FieldBase {
  kind: 'color';
  default: string;
}

/** An uploaded picture (`/uploads/…`) or an http(s) address. */
export interface ImageField extends FieldBase {
  kind: 'image';
  required?: boolean;
}

/** A 0/1 switch; `filterable` adds it to the list's filters; `states` names its two values (else yes/no). */
export interface SwitchField extends FieldBase {
  kind: 'switch';
  default?: 0 | 1;
  filterable?: boolean;
  states?: { on: Texts; off: Texts };
}

/** A site path (`/goods/12`) or an http(s) address to go to; empty for none. */
export interface LinkField extends FieldBase {
  kind: 'link';
}

/**
 * One of a few options (a type, a kind), each with its label; `filterable` adds it to the filters. The
 * values are numbers, or words where clients already read words (a notice's `draft` / `published`).
 */
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: readonly { value: number; label: Texts }[] | readonly { value: string; label: Texts }[];
  default: number | string;
  filterable?: boolean;
}

/**
 * A moment (an ISO 8601 instant), or none (null): a publish time. The body may leave it empty (the
 * resource's rules decide what empty means); `filterable` filters the list by a range of it, `from` /
 * `to` (one such field per resource); sorting by it puts the rows without one last.
 */
export interface DateTimeField extends FieldBase {
  kind: 'datetime';
  filterable?: boolean;
}

/** The parent of a tree resource's record: another record's id, 0 at the top (defineTreeResource). */
export interface ParentField extends FieldBase {
  kind: 'parent';
  messages?: NumberMessages;
}

/**
 * Ids of records of another resource linked to this one (a category's brands), without repeats;
 * `options` names the list the form picks them from.
 */
export interface RefsField extends FieldBase {
  kind: 'refs';
  max: number;
  options: string;
}

/**
 * Formatted text (HTML from the rich-text editor): the server keeps only the allowed markup before it
 * writes it, and a required one must still show something after that. Unless `list` says so it is not a
 * column of the list, and the list's rows leave it out (markup reads badly in a cell, and a long body on
 * every row of a page is heavy): only a record's detail holds it.
 */
export interface RichTextField extends FieldBase {
  kind: 'richText';
  /** Longest HTML accepted, in characters. */
  max: number;
  required?: boolean;
}

export type FieldSpec =
  | TextField
  | RichTextField
  | IntegerField
  | ColorField
  | ImageField
  | SwitchField
  | LinkField
  | ChoiceField
  | DateTimeField
  | ParentField
  | RefsField;
export type FieldKind = FieldSpec['kind'];

/** The value a field holds in a row and in a body. */
export type FieldValue<F extends FieldSpec> = F extends ChoiceField
  ? F['options'][number]['value']
  : F extends IntegerField | ParentField
    ? number
    : F extends SwitchField
      ? 0 | 1
      : F extends RefsField
        ? number[]
        : F extends DateTimeField
          ? string | null
          : string;

/**
 * Rows of another table that point at this one (`table.column = id`): a listed count, and with
 * `refuse` a reason not to delete a record that still has some (the message key gets `{count}`).
 */
export interface CountSpec {
  label: Texts;
  table: string;
  column: string;
  /** Counts only rows not deleted (`deleted_at is null`). */
  live?: boolean;
  refuse?: string;
}

export type Fields = Record<string, FieldSpec>;
export type Counts = Record<string, CountSpec>;

/**
 * Records some actions do not apply to (the built-in languages). The page only reflects it: the list
 * disables their delete with `reason` as its tooltip and the form their `fields`; the server's rules of
 * the resource are what refuse, with their own message.
 */
export interface LockSpec {
  /** Whether a row (as the list and detail return it) is locked. */
  when: (row: Readonly<Record<string, unknown>>) => boolean;
  /** A locked row cannot be deleted. */
  destroy?: boolean;
  /** The fields a locked row keeps as they are (names of the resource's fields, checked when declared). */
  fields?: readonly string[];
  /** Why, shown on what is disabled. */
  reason: Texts;
}

/** A link on the rows it applies to, to a page of the site showing the record (a published notice). */
export interface RowViewSpec {
  when: (row: Readonly<Record<string, unknown>>) => boolean;
  /** The page's path (`/content/info/12`). */
  path: (row: Readonly<Record<string, unknown>> & { id: number }) => string;
  label: Texts;
}

/** Where the resource's list page sits in the menu: a group of the permission registry. */
export interface ResourceMenu {
  group: string;
  /** The page it follows in the group (default: the group's end). */
  after?: string;
  /** The page's path inside the group (`tag` → `/assets/tag`). */
  path: string;
  /** A sidebar icon name (layout/sidebar/MenuIcon). */
  icon: string;
}

export interface ResourceDeclaration<F extends Fields, C extends Counts = Record<never, CountSpec>> {
  /** Names its texts (`resources.<name>.*`) and its cache on the web. */
  name: string;
  /** The API path: `GET <path>`, `GET <path>/{id}`, `POST <path>`, `POST <path>/{id}`, `POST <path>/destroy/{id}`. */
  path: string;
  /** The table holding the rows (`id`, the fields, `created_at`, `updated_at`, `version`). */
  table: string;
  /** The permission stem: `<permission>List` (the page), `…Create`, `…Edit`, `…Destroy`. */
  permission: string;
  /** The page title (menu, tab, crumb) and the name of one record ("新增{noun}"). */
  title: Texts;
  noun: Texts;
  menu: ResourceMenu;
  fields: F;
  counts?: C;
  locked?: LockSpec;
  view?: RowViewSpec;
  /** The list's order when the query names none (`-id` newest first, `sort` by a field). */
  defaultSort: string;
}

/** Everything derived from a declaration: schemas, permission names, sortable and searchable fields. */
export interface Resource<F extends Fields = Fields, C extends Counts = Counts>
  extends ResourceDeclaration<F, C> {
  permissions: { list: string; create: string; edit: string; destroy: string };
  /** The list page's component name (the permission of the page). */
  page: string;
  /** Field names in declared order. */
  fieldNames: readonly (keyof F & string)[];
  sortable: readonly string[];
  searchable: readonly (keyof F & string)[];
  filterable: readonly (keyof F & string)[];
  unique: readonly (keyof F & string)[];
  /** The filterable time field: the list's `from` / `to` range is of it. */
  ranged?: keyof F & string;
  /** Fields only a record's detail holds, not the list's rows (rich text not listed). */
  detailOnly: readonly (keyof F & string)[];
  countNames: readonly (keyof C & string)[];
  /** `POST <path>` and `POST <path>/{id}` bodies (an edit names the `version` it started from). */
  input: z.ZodType<ResourceInput<F>, unknown>;
  row: z.ZodType<ResourceRow<F, C>>;
  /** `GET <path>`: page, limit, sort, and `keyword` / the filterable switches. */
  query: z.ZodType<ResourceQuery, unknown>;
}

/** The values of a record's fields (any values when the resource is any resource). */
export type ResourceValues<F extends Fields> = string extends keyof F
  ? Record<string, unknown>
  : { [K in keyof F]: FieldValue<F[K]> };
export type ResourceInput<F extends Fields> = ResourceValues<F> & { version?: number };
/** A row's values: rich text may be missing (a list's rows leave it out unless it is listed). */
type RowValues<F extends Fields> = string extends keyof F
  ? Record<string, unknown>
  : { [K in keyof F as F[K] extends RichTextField ? never : K]: FieldValue<F[K]> } & {
      [K in keyof F as F[K] extends RichTextField ? K : never]?: string;
    };
/** The counts of a row (none named when the resource is any resource). */
type CountValues<C extends Counts> = string extends keyof C
  ? Record<string, unknown>
  : { [K in keyof C]: number };
export type ResourceRow<F extends Fields, C extends Counts = Record<never, CountSpec>> = RowValues<F> &
  CountValues<C> & {
    id: number;
    created_at: string;
    updated_at: string;
    version: number;
  };
export type ResourceQuery = z.output<typeof listQuerySchema> & {
  keyword?: string;
  from?: string;
  to?: string;
  [filter: string]: unknown;
};

/** The row type of a resource (`ResourceRowOf<typeof assetTagResource>`). */
export type ResourceRowOf<R> = R extends Resource<infer F, infer C> ? ResourceRow<F, C> : never;
export type ResourceInputOf<R> = R extends Resource<infer F, Counts> ? ResourceInput<F> : never;

const COLOR = /^#[0-9a-f]{6}$/i;

const wholeNumber = (min: number, max: number, messages: NumberMessages = {}) =>
  z
    .number(typeError)
    .int(messages.whole ?? 'validation.type')
    .min(min, messages.min ?? 'validation.min')
    .max(max, 'validation.max');

/** The body schema of one field: its limits and its messages (catalog keys). */
function inputOf(field: FieldSpec): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const { pattern } = field;
      if (field.required) {
        const text = requiredText(field.max);
        return pattern ? text.regex(pattern, 'validation.format') : text;
      }
      // An optional text may stay empty; the pattern applies to what was entered.
      const text = optionalText(field.max);
      return pattern ? text.refine((v) => v === '' || pattern.test(v), 'validation.format') : text;
    }
    case 'richText':
      // Anything but text is no content at all (what a notice body has always answered).
      return field.required
        ? z.string('validation.required').min(1, 'validation.required').max(field.max, 'validation.max')
        : z.string('validation.type').max(field.max, 'validation.max').default('');
    case 'integer':
      return wholeNumber(field.min, field.max, field.messages).default(field.default ?? field.min);
    case 'color':
      return z.string(typeError).trim().regex(COLOR, 'validation.format').default(field.default);
    case 'image':
      return field.required ? requiredFile : optionalFile;
    case 'switch':
      return flag(field.default ?? 0);
    case 'link':
      return optionalLink;
    case 'choice': {
      const words = wordsOf(field);
      if (words) return z.enum(words, 'validation.format').default(String(field.default));
      return z
        .number(typeError)
        .refine((v) => field.options.some((o) => o.value === v), 'validation.format')
        .default(Number(field.default));
    }
    case 'datetime':
      // Empty is none; anything else must be an instant with its zone.
      return z
        .string()
        .trim()
        .max(40)
        .optional()
        .transform((v) => v || undefined)
        .refine((v) => v === undefined || isIsoInstant(v), 'validation.format');
    case 'parent':
      return wholeNumber(0, MAX_ID, field.messages).default(0);
    case 'refs':
      return refIds(field.max);
  }
}

/** A choice's values when they are words, else undefined (numbers). */
function wordsOf(field: ChoiceField): [string, ...string[]] | undefined {
  const values = field.options.map((o) => o.value);
  return values.every((v) => typeof v === 'string') ? (values as [string, ...string[]]) : undefined;
}

/** The query parameter of a filterable field: a switch's 0/1, one of a choice's values. */
function filterOf(field: FieldSpec): z.ZodType {
  if (field.kind !== 'choice') return queryInt(0, 1).optional();
  const words = wordsOf(field);
  if (words) return z.enum(words, 'validation.format').optional();
  const values = field.options.map((o) => Number(o.value));
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const bounded = queryInt(min, max);
  // Options with gaps also refuse the values between them (one message either way).
  const contiguous = max - min + 1 === new Set(values).size;
  return (contiguous ? bounded : bounded.refine((v) => values.includes(v), 'validation.format')).optional();
}

function rowOf(field: FieldSpec): z.ZodType {
  if (field.kind === 'choice') {
    const words = wordsOf(field);
    return words ? z.enum(words) : z.number();
  }
  if (field.kind === 'datetime') return z.string().nullable();
  if (field.kind === 'integer' || field.kind === 'parent') return z.number();
  if (field.kind === 'refs') return z.array(z.number());
  if (field.kind === 'switch') return z.union([z.literal(0), z.literal(1)]);
  return z.string();
}

const namesWhere = <F extends Fields>(fields: F, test: (field: FieldSpec) => boolean) =>
  (Object.keys(fields) as (keyof F & string)[]).filter((name) => test(fields[name] as FieldSpec));

/**
 * A plain resource declared once: its fields with their kind, limits and labels, its permissions and
 * its place in the menu. The server's routes, the web's list page, form and API client, the menu entry
 * and the texts are all derived from what is returned here.
 */
export function defineResource<const F extends Fields, const C extends Counts = Record<never, CountSpec>>(
  declaration: ResourceDeclaration<F, C>,
): Resource<F, C> {
  const { fields, permission } = declaration;
  const countNames = Object.keys(declaration.counts ?? {}) as (keyof C & string)[];
  const fieldNames = Object.keys(fields) as (keyof F & string)[];
  // A misspelt locked field would leave its input open on the page while the server refuses it.
  for (const name of declaration.locked?.fields ?? [])
    if (!(fieldNames as string[]).includes(name))
      throw new Error(`${declaration.name}: no field ${name} to lock`);
  const searchable = namesWhere(
    fields,
    (f) => (f.kind === 'text' || f.kind === 'textarea') && !!f.searchable,
  );
  const filterable = namesWhere(
    fields,
    (f) => (f.kind === 'switch' || f.kind === 'choice') && !!f.filterable,
  );
  const detailOnly = namesWhere(fields, (f) => f.kind === 'richText' && f.list !== true);
  const ranges = namesWhere(fields, (f) => f.kind === 'datetime' && !!f.filterable);
  // `from` / `to` name one range; a second would need names of its own.
  if (ranges.length > 1) throw new Error(`${declaration.name}: one filterable time field at most`);
  const [ranged] = ranges;
  const shape = (of: (field: FieldSpec) => z.ZodType) =>
    Object.fromEntries(fieldNames.map((name) => [name, of(fields[name] as FieldSpec)]));
  const filters = {
    ...(searchable.length > 0 ? { keyword: textFilter(64) } : {}),
    ...Object.fromEntries(filterable.map((name) => [name, filterOf(fields[name] as FieldSpec)])),
    ...(ranged ? { from: dateFilter, to: dateFilter } : {}),
  };
  return {
    ...declaration,
    permissions: {
      list: `${permission}List`,
      create: `${permission}Create`,
      edit: `${permission}Edit`,
      destroy: `${permission}Destroy`,
    },
    page: `${permission}List`,
    fieldNames,
    sortable: ['id', ...namesWhere(fields, (f) => !!f.sortable), 'created_at'],
    searchable,
    filterable,
    unique: namesWhere(fields, (f) => (f.kind === 'text' || f.kind === 'textarea') && !!f.unique),
    detailOnly,
    ...(ranged ? { ranged } : {}),
    countNames,
    input: z.object({ ...shape(inputOf), version: versionSchema }) as unknown as Resource<F, C>['input'],
    row: z.object({
      id: z.number(),
      ...shape(rowOf),
      // A list's rows leave these out; a detail has them.
      ...Object.fromEntries(detailOnly.map((name) => [name, z.string().optional()])),
      ...Object.fromEntries(countNames.map((name) => [name, z.number()])),
      created_at: z.string(),
      updated_at: z.string(),
      version: z.number(),
    }) as unknown as Resource<F, C>['row'],
    query: listQuerySchema.extend(filters) as unknown as Resource<F, C>['query'],
  };
}
