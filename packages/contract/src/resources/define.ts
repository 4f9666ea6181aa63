import { z } from 'zod';
import { dateFilter } from '../schemas/dates.js';
import { listQuerySchema, type queryIdSchema, textFilter, versionSchema } from '../schemas/list.js';
import type { queryInt } from '../schemas/numbers.js';
import type {
  ChoiceField,
  DateTimeField,
  FieldSpec,
  FieldValue,
  RefField,
  RichTextField,
  TextField,
  Texts,
} from './field-kinds.js';
import { besideOf, filterOf, inputOf, rowOf } from './field-schemas.js';

export * from './field-kinds.js';

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
  /** The list shows its column right after this field's (default: after every field's). */
  after?: string;
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

/**
 * A rule across fields, which no one field can state (a permission needs an api or a parent group):
 * `holds` is false when the body breaks it. The server refuses such a body with `message` (a server
 * catalog key) on each of `fields`; the form checks it before sending, says `text` on those fields, and
 * shows it above them.
 */
export interface CrossFieldRule {
  fields: readonly string[];
  holds: (values: Readonly<Record<string, unknown>>) => boolean;
  message: string;
  text: Texts;
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

/** Which times rows carry: both (`true`, the default), none (`false`), or only `created_at`. */
export type Timestamps = boolean | 'created';

export interface ResourceDeclaration<
  F extends Fields,
  C extends Counts = Record<never, CountSpec>,
  T extends Timestamps = Timestamps,
> {
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
  /**
   * Where its page sits in the menu. Without one the resource has no page, menu entry or permissions of
   * its own: the page of a tree grouped by it shows it, under that tree's permissions (organizations,
   * on the departments' page).
   */
  menu?: ResourceMenu;
  fields: F;
  counts?: C;
  locked?: LockSpec;
  view?: RowViewSpec;
  /** The list's order when the query names none (`-id` newest first, `sort` by a field). */
  defaultSort: string;
  /**
   * Rows carry `created_at` and `updated_at` (default true; permissions' rows never had them), or with
   * `'created'` only `created_at` (an organization's row never showed when it was changed).
   */
  timestamps?: T;
  /** Permissions of the page's own actions beyond the four of the stem (`PowerRefresh`). */
  actions?: readonly string[];
  rule?: CrossFieldRule;
  /**
   * Labels of what is not a field, where they differ from the defaults: the keyword search (regions:
   * 名称或代码), a tree's `level` and `path` columns.
   */
  labels?: Readonly<Record<string, Texts>>;
}

/** Everything derived from a declaration: schemas, permission names, sortable and searchable fields. */
export interface Resource<
  F extends Fields = Fields,
  C extends Counts = Counts,
  T extends Timestamps = Timestamps,
> extends ResourceDeclaration<F, C, T> {
  permissions: { list: string; create: string; edit: string; destroy: string };
  /** Where its texts are in the catalogs: `resources.<name>` (`.fields.*`, `.options.*`, …). */
  texts: string;
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
  row: z.ZodType<ResourceRow<F, C, T>>;
  /** `GET <path>`: page, limit, sort, and `keyword` / the filterable switches. */
  query: ResourceQuerySchema<F>;
}

/** The values of a record's fields (any values when the resource is any resource). */
export type ResourceValues<F extends Fields> = string extends keyof F
  ? Record<string, unknown>
  : { [K in keyof F]: FieldValue<F[K]> };
export type ResourceInput<F extends Fields> = ResourceValues<F> & { version?: number };
/** The value a field holds in a row: a nullable text is null where it is empty (a body sends ''). */
export type RowValue<S extends FieldSpec> = S extends TextField & { nullable: true }
  ? string | null
  : FieldValue<S>;
/** Whether only a record's detail holds the field (rich text not listed): a list's rows leave it out. */
type DetailOnly<S extends FieldSpec> = S extends RichTextField
  ? S extends { list: true }
    ? false
    : true
  : false;
/** The key a reference's record name has in rows (`named`), else none. */
type NameBeside<S extends FieldSpec> = S extends RefField & { named: infer N extends string } ? N : never;
/** The name beside a reference: null beside none, unless the reference is required. */
type NameValue<S extends FieldSpec> = S extends { required: true } ? string : string | null;
/**
 * A row's values: what only a detail holds may be missing (a list's rows leave it out), and the names
 * beside references. Keys are `-readonly`: a `const` declaration's are, a parsed row's are not.
 */
type RowValues<F extends Fields> = string extends keyof F
  ? Record<string, unknown>
  : { -readonly [K in keyof F as DetailOnly<F[K]> extends true ? never : K]: RowValue<F[K]> } & {
      -readonly [K in keyof F as DetailOnly<F[K]> extends true ? K : never]?: string;
    } & { -readonly [K in keyof F as NameBeside<F[K]>]: NameValue<F[K]> };
/** The counts of a row (none named when the resource is any resource). */
type CountValues<C extends Counts> = string extends keyof C
  ? Record<string, unknown>
  : { -readonly [K in keyof C]: number };
/** The times of a row as `timestamps` declares them; any resource's rows may have either or none. */
type TimeValues<T extends Timestamps> = [T] extends [true]
  ? { created_at: string; updated_at: string }
  : [T] extends ['created']
    ? { created_at: string }
    : [T] extends [false]
      ? unknown
      : { created_at?: string; updated_at?: string };
/** A row as the list and detail give it (its times both, as the declaration's default, unless `T` says). */
export type ResourceRow<
  F extends Fields,
  C extends Counts = Record<never, CountSpec>,
  T extends Timestamps = true,
> = RowValues<F> & CountValues<C> & TimeValues<T> & { id: number; version: number };
export type ResourceQuery = z.output<typeof listQuerySchema> & {
  keyword?: string;
  from?: string;
  to?: string;
  [filter: string]: unknown;
};

/** The names of the fields declared as `S` says (`NamesWhere<F, { sortable: true }>`). */
type NamesWhere<F extends Fields, S> = { [K in keyof F]: F[K] extends S ? K : never }[keyof F];
/** `Shape` when some field is so declared (`Names` is not `never`), else nothing. */
type WhenAny<Names, Shape> = [Names] extends [never] ? unknown : Shape;
/** A filter's query parameter: a record's id, one of a choice's words, else a whole number. */
type FilterSchema<S extends FieldSpec> = S extends RefField
  ? z.ZodOptional<typeof queryIdSchema>
  : S extends ChoiceField & { options: readonly { value: infer V extends string }[] }
    ? z.ZodOptional<z.ZodEnum<{ [W in V]: W }>>
    : z.ZodOptional<ReturnType<typeof queryInt>>;
type FilterNames<F extends Fields> = NamesWhere<F, { kind: 'switch' | 'choice' | 'ref'; filterable: true }>;
/** The shape of `GET <path>`'s query: paging and sorting, the keyword, each filter, the time range. */
export type QueryShape<F extends Fields> = typeof listQuerySchema.shape &
  WhenAny<NamesWhere<F, TextField & { searchable: true }>, { keyword: ReturnType<typeof textFilter> }> & {
    [K in FilterNames<F>]: FilterSchema<F[K]>;
  } & WhenAny<
    NamesWhere<F, DateTimeField & { filterable: true }>,
    { from: typeof dateFilter; to: typeof dateFilter }
  >;
/** `GET <path>`'s query schema (`extra`: what a tree adds); of any resource, any query. */
export type ResourceQuerySchema<F extends Fields, Extra = unknown> = string extends keyof F
  ? z.ZodType<ResourceQuery, unknown>
  : z.ZodObject<QueryShape<F> & Extra>;

/** The row type of a resource (`ResourceRowOf<typeof assetTagResource>`), as its row schema parses. */
export type ResourceRowOf<R> = R extends { row: z.ZodType<infer Row> } ? Row : never;
export type ResourceInputOf<R> = R extends Resource<infer F, Counts> ? ResourceInput<F> : never;

const namesWhere = <F extends Fields>(fields: F, test: (field: FieldSpec) => boolean) =>
  (Object.keys(fields) as (keyof F & string)[]).filter((name) => test(fields[name] as FieldSpec));

/** The body schema with the cross-field rule checked once every field is valid, its message on each field. */
function withRule(body: z.ZodObject, rule: CrossFieldRule | undefined): z.ZodType {
  if (!rule) return body;
  return body.superRefine((values, ctx) => {
    if (rule.holds(values)) return;
    for (const field of rule.fields) ctx.addIssue({ code: 'custom', message: rule.message, path: [field] });
  });
}

/**
 * A plain resource declared once: its fields with their kind, limits and labels, its permissions and
 * its place in the menu. The server's routes, the web's list page, form and API client, the menu entry
 * and the texts are all derived from what is returned here.
 */
export function defineResource<
  const F extends Fields,
  const C extends Counts = Record<never, CountSpec>,
  const T extends Timestamps = true,
>(declaration: ResourceDeclaration<F, C, T>): Resource<F, C, T> {
  const { fields, permission } = declaration;
  const countNames = Object.keys(declaration.counts ?? {}) as (keyof C & string)[];
  const fieldNames = Object.keys(fields) as (keyof F & string)[];
  // A misspelt locked field would leave its input open on the page while the server refuses it.
  for (const name of declaration.locked?.fields ?? [])
    if (!(fieldNames as string[]).includes(name))
      throw new Error(`${declaration.name}: no field ${name} to lock`);
  // A count placed after a misspelt field would silently go to the end of the row.
  for (const [name, count] of Object.entries(declaration.counts ?? {}))
    if (count.after !== undefined && !(fieldNames as string[]).includes(count.after))
      throw new Error(`${declaration.name}: no field ${count.after} for the count ${name} to follow`);
  // A misspelt rule field would put its message nowhere a person sees it.
  for (const name of declaration.rule?.fields ?? [])
    if (!(fieldNames as string[]).includes(name))
      throw new Error(`${declaration.name}: no field ${name} for its rule`);
  const times = declaration.timestamps !== false;
  const updated = declaration.timestamps === undefined || declaration.timestamps === true;
  const searchable = namesWhere(
    fields,
    (f) => (f.kind === 'text' || f.kind === 'textarea') && !!f.searchable,
  );
  const filterable = namesWhere(
    fields,
    (f) => (f.kind === 'switch' || f.kind === 'choice' || f.kind === 'ref') && !!f.filterable,
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
    texts: `resources.${declaration.name}`,
    fieldNames,
    sortable: ['id', ...namesWhere(fields, (f) => !!f.sortable), ...(times ? ['created_at'] : [])],
    searchable,
    filterable,
    unique: namesWhere(fields, (f) => (f.kind === 'text' || f.kind === 'textarea') && !!f.unique),
    detailOnly,
    ...(ranged ? { ranged } : {}),
    countNames,
    input: withRule(
      z.object({ ...shape(inputOf), version: versionSchema }),
      declaration.rule,
    ) as unknown as Resource<F, C, T>['input'],
    row: z.object({
      id: z.number(),
      // A referenced record's name follows its id.
      ...Object.fromEntries(
        fieldNames.flatMap((name) => {
          const field = fields[name] as FieldSpec;
          return [[name, rowOf(field)], ...Object.entries(besideOf(field))];
        }),
      ),
      // A list's rows leave these out; a detail has them.
      ...Object.fromEntries(detailOnly.map((name) => [name, z.string().optional()])),
      ...Object.fromEntries(countNames.map((name) => [name, z.number()])),
      ...(times ? { created_at: z.string() } : {}),
      ...(updated ? { updated_at: z.string() } : {}),
      version: z.number(),
    }) as unknown as Resource<F, C, T>['row'],
    query: listQuerySchema.extend(filters) as unknown as Resource<F, C, T>['query'],
  };
}
