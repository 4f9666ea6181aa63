import { z } from 'zod';
import type { Lang } from '../i18n/shape.js';
import {
  flag,
  optionalFile,
  optionalText,
  requiredFile,
  requiredText,
  typeError,
} from '../schemas/catalog/fields.js';
import { listQuerySchema, textFilter, versionSchema } from '../schemas/list.js';
import { queryInt } from '../schemas/numbers.js';

/** A text in every language of the interface. */
export type Texts = Readonly<Record<Lang, string>>;

interface FieldBase {
  label: Texts;
  /** Shown as a column of the list (default true). */
  list?: boolean;
  /** The list can be ordered by it (`sort=field` / `sort=-field`). */
  sortable?: boolean;
}

/** A line of text; `searchable` puts it in the list's keyword search, `unique` refuses a second row with it. */
export interface TextField extends FieldBase {
  kind: 'text' | 'textarea';
  max: number;
  required?: boolean;
  searchable?: boolean;
  unique?: boolean;
}

export interface IntegerField extends FieldBase {
  kind: 'integer';
  min: number;
  max: number;
  /** When the body leaves it out (default `min`). */
  default?: number;
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

/** A 0/1 switch; `filterable` adds it to the list's filters. */
export interface SwitchField extends FieldBase {
  kind: 'switch';
  default?: 0 | 1;
  filterable?: boolean;
}

export type FieldSpec = TextField | IntegerField | ColorField | ImageField | SwitchField;
export type FieldKind = FieldSpec['kind'];

/** The value a field holds in a row and in a body. */
export type FieldValue<F extends FieldSpec> = F extends IntegerField
  ? number
  : F extends SwitchField
    ? 0 | 1
    : string;

/** Where the resource's list page sits in the menu: a group of the permission registry. */
export interface ResourceMenu {
  group: string;
  /** The page's path inside the group (`tag` → `/assets/tag`). */
  path: string;
  /** A sidebar icon name (layout/sidebar/MenuIcon). */
  icon: string;
}

export interface ResourceDeclaration<F extends Record<string, FieldSpec>> {
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
  /** The list's order when the query names none (`-id` newest first, `sort` by a field). */
  defaultSort: string;
}

/** Everything derived from a declaration: schemas, permission names, sortable and searchable fields. */
export interface Resource<F extends Record<string, FieldSpec> = Record<string, FieldSpec>>
  extends ResourceDeclaration<F> {
  permissions: { list: string; create: string; edit: string; destroy: string };
  /** The list page's component name (the permission of the page). */
  page: string;
  /** Field names in declared order. */
  fieldNames: readonly (keyof F & string)[];
  sortable: readonly string[];
  searchable: readonly (keyof F & string)[];
  filterable: readonly (keyof F & string)[];
  unique: readonly (keyof F & string)[];
  /** `POST <path>` and `POST <path>/{id}` bodies (an edit names the `version` it started from). */
  input: z.ZodType<ResourceInput<F>, unknown>;
  row: z.ZodType<ResourceRow<F>>;
  /** `GET <path>`: page, limit, sort, and `keyword` / the filterable switches. */
  query: z.ZodType<ResourceQuery, unknown>;
}

export type ResourceValues<F extends Record<string, FieldSpec>> = { [K in keyof F]: FieldValue<F[K]> };
export type ResourceInput<F extends Record<string, FieldSpec>> = ResourceValues<F> & { version?: number };
export type ResourceRow<F extends Record<string, FieldSpec>> = ResourceValues<F> & {
  id: number;
  created_at: string;
  updated_at: string;
  version: number;
};
export type ResourceQuery = z.output<typeof listQuerySchema> & {
  keyword?: string;
  [filter: string]: unknown;
};

/** The row type of a resource (`ResourceRowOf<typeof assetTags>`). */
export type ResourceRowOf<R> = R extends Resource<infer F> ? ResourceRow<F> : never;
export type ResourceInputOf<R> = R extends Resource<infer F> ? ResourceInput<F> : never;

const COLOR = /^#[0-9a-f]{6}$/i;

/** The body schema of one field: its limits and its messages (catalog keys). */
function inputOf(field: FieldSpec): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return field.required ? requiredText(field.max) : optionalText(field.max);
    case 'integer':
      return z
        .number(typeError)
        .int('validation.type')
        .min(field.min, 'validation.min')
        .max(field.max, 'validation.max')
        .default(field.default ?? field.min);
    case 'color':
      return z.string(typeError).trim().regex(COLOR, 'validation.format').default(field.default);
    case 'image':
      return field.required ? requiredFile : optionalFile;
    case 'switch':
      return flag(field.default ?? 0);
  }
}

function rowOf(field: FieldSpec): z.ZodType {
  if (field.kind === 'integer') return z.number();
  if (field.kind === 'switch') return z.union([z.literal(0), z.literal(1)]);
  return z.string();
}

const namesWhere = <F extends Record<string, FieldSpec>>(fields: F, test: (field: FieldSpec) => boolean) =>
  (Object.keys(fields) as (keyof F & string)[]).filter((name) => test(fields[name] as FieldSpec));

/**
 * A plain resource declared once: its fields with their kind, limits and labels, its permissions and
 * its place in the menu. The server's routes, the web's list page, form and API client, the menu entry
 * and the texts are all derived from what is returned here.
 */
export function defineResource<const F extends Record<string, FieldSpec>>(
  declaration: ResourceDeclaration<F>,
): Resource<F> {
  const { fields, permission } = declaration;
  const fieldNames = Object.keys(fields) as (keyof F & string)[];
  const searchable = namesWhere(
    fields,
    (f) => (f.kind === 'text' || f.kind === 'textarea') && !!f.searchable,
  );
  const filterable = namesWhere(fields, (f) => f.kind === 'switch' && !!f.filterable);
  const shape = (of: (field: FieldSpec) => z.ZodType) =>
    Object.fromEntries(fieldNames.map((name) => [name, of(fields[name] as FieldSpec)]));
  const filters = {
    ...(searchable.length > 0 ? { keyword: textFilter(64) } : {}),
    ...Object.fromEntries(filterable.map((name) => [name, queryInt(0, 1).optional()])),
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
    input: z.object({ ...shape(inputOf), version: versionSchema }) as unknown as Resource<F>['input'],
    row: z.object({
      id: z.number(),
      ...shape(rowOf),
      created_at: z.string(),
      updated_at: z.string(),
      version: z.number(),
    }) as unknown as Resource<F>['row'],
    query: listQuerySchema.extend(filters) as unknown as Resource<F>['query'],
  };
}
