import { z } from 'zod';
import { MAX_ID } from '../schemas/list.js';
import { queryInt } from '../schemas/numbers.js';
import {
  type CountSpec,
  type Counts,
  defineResource,
  type Fields,
  type ParentField,
  type Resource,
  type ResourceDeclaration,
  type ResourceQuerySchema,
  type ResourceRow,
  type ResourceRowOf,
  type Texts,
  type Timestamps,
} from './define.js';

/**
 * A tree split by a record of another resource, each holding a tree of its own (every organization its
 * departments). `GET <tree path>` answers the groups, each with its id, fields and version (what its
 * edit needs) and its records' tree under `key`; the page lists the groups beside the chosen one's tree,
 * and makes, edits and deletes them too with their declaration's form.
 */
export interface TreeGroups {
  /**
   * The field naming a record's group: a required `ref`, given when the record is made and kept
   * (`createOnly`). The form takes it from the chosen group and does not show it.
   */
  field: string;
  /** The groups' declaration: no menu of its own, its permissions shown and checked as its stem's. */
  resource: Resource;
  /** Where a group of `GET <tree path>` holds its records (`departments`). */
  key: string;
  /** The heading of a group's records ("部门", after the group's name). */
  records: Texts;
  /** Said where the records would be when no group is chosen. */
  choose: Texts;
  /** Said in the group list when there is none. */
  empty: Texts;
}

/** What makes a declared resource a tree: how deep it goes and how its levels are named. */
export interface TreeSpec {
  /** Records nest at most this deep (1 = top level only; `Infinity`: as deep as they are put). */
  maxLevel: number;
  /** `GET` of the whole tree, when it is not the resource's path (places: `storageLocationTree`). */
  treePath?: string;
  /** The query the whole tree is asked with, where the plain `GET` is a page (permissions: `all=1`). */
  treeQuery?: Readonly<Record<string, string>>;
  /** `POST` of a new record, when it is not the resource's path (places: `storageLocation/create`). */
  createPath?: string;
  /** The choice "no parent" in the parent picker. */
  top: Texts;
  /**
   * The "add inside" action: one text, or one per level of the row it is on (1 first). Without it rows
   * have none, and a record is put inside another by picking its parent (permissions).
   */
  addChild?: Texts | readonly Texts[];
  /** Names of the levels (1 first), shown as a column when given. */
  levels?: readonly Texts[];
  /** The field the level column follows (default: the first listed one). */
  levelAfter?: string;
  /** Rows also carry `path`, the names from the top down ("Main warehouse / Zone A"). */
  pathNames?: boolean;
  /**
   * Rows carry `level`, their depth from 1 (default true). Permissions' rows never did: the web counts
   * the depth from the tree instead.
   */
  level?: boolean;
  /** The list shows the id beside the first field (default true; permissions are known by their api). */
  idColumn?: boolean;
  /**
   * Children load one level at a time, the whole tree is never read (regions: thousands of districts):
   * `GET <path>?<parent>=<id>` answers the records under one (0: the top), each with its id, parent,
   * listed fields and `has_children`. Rows carry `has_children` too; with a keyword the list is a page.
   */
  lazy?: boolean;
  /** Rows carry `path`, their ancestors from the top as `{ id, name }` (regions: 广东省 / 深圳市). */
  ancestors?: boolean;
  groups?: TreeGroups;
}

/**
 * Keys `S` has beyond `TreeSpec`'s, each typed `never`: a misspelt option is refused, not ignored. What a
 * declared tree adds (`parent`, `paths`) may stay, so one declaration can be made from another.
 */
type NoOtherKeys<S> = { [K in Exclude<keyof S, keyof TreeSpec | 'parent' | 'paths'>]: never };

export interface TreeDeclaration<F extends Fields, C extends Counts, T extends Timestamps, S extends TreeSpec>
  extends ResourceDeclaration<F, C, T> {
  tree: S & NoOtherKeys<S>;
}

/** The paths of a tree resource's routes; `{id}` stands for the record. */
export interface TreePaths {
  tree: string;
  create: string;
  detail: string;
  edit: string;
  destroy: string;
}

/** The name of a tree's parent field (any name when the resource is any resource). */
type ParentName<F extends Fields> = string extends keyof F
  ? string
  : { [K in keyof F]: F[K] extends ParentField ? K : never }[keyof F] & string;

/*
 * Each option below is known as declared, or not known for any tree (whose rows may carry what it adds).
 * An option left out is tested as `TreeSpec & { option?: … }`: `{ option?: … }` alone is a type of
 * optional keys only, which a spec without the option does not match (it has no key in common).
 */
/** `level`, the depth from 1, unless declared `level: false`. */
type LevelValue<S extends TreeSpec> = S extends { level: false }
  ? unknown
  : S extends TreeSpec & { level?: true }
    ? { level: number }
    : { level?: number };
/** `has_children` on a lazy tree's rows. */
type ChildrenFlag<S extends TreeSpec> = S extends { lazy: true }
  ? { has_children: boolean }
  : S extends TreeSpec & { lazy?: false }
    ? unknown
    : { has_children?: boolean };
/** An ancestor of a record, as `ancestors` lists them from the top. */
export interface Ancestor {
  id: number;
  name: string;
}
/** `path`: the ancestors (`ancestors`), else the names from the top down (`pathNames`). */
type PathValue<S extends TreeSpec> = S extends { ancestors: true }
  ? { path: Ancestor[] }
  : S extends { pathNames: true }
    ? { path: string }
    : S extends TreeSpec & { ancestors?: false; pathNames?: false }
      ? unknown
      : { path?: string | Ancestor[] };

/** A row of a tree resource: the plain row with what its tree options add (level, path, has_children). */
export type TreeRow<
  F extends Fields,
  C extends Counts,
  T extends Timestamps,
  S extends TreeSpec,
> = ResourceRow<F, C, T> & LevelValue<S> & ChildrenFlag<S> & PathValue<S>;

/** A record with its children, as `GET <tree path>` returns them. */
export type TreeNodeRow<
  F extends Fields,
  C extends Counts,
  T extends Timestamps,
  S extends TreeSpec,
> = TreeRow<F, C, T, S> & {
  children: TreeNodeRow<F, C, T, S>[];
};

/** `Pick` by names that need not all be keys of `Row` (a row's type is known only once declared). */
type Only<Row, Names extends PropertyKey> = { [K in keyof Row as K extends Names ? K : never]: Row[K] };

/** The fields a lazy tree's level gives: its parent and every listed one. */
type ListedNames<F extends Fields> = {
  [K in keyof F]: F[K] extends ParentField ? K : F[K] extends { list: false } ? never : K;
}[keyof F];

/** A record of a lazy tree's level: its id, parent, listed fields and whether it holds others. */
export type BranchRow<F extends Fields, C extends Counts, T extends Timestamps, S extends TreeSpec> = Only<
  TreeRow<F, C, T, S>,
  'id' | ListedNames<F> | 'has_children'
>;

/** A group of a grouped tree: the group row's id, fields and version, and its records' tree under `K`. */
export type GroupRow<G extends Resource, K extends string, Node> = Only<
  ResourceRowOf<G>,
  'id' | keyof G['fields'] | 'version'
> & { [Key in K]: Node[] };

/** The query of a lazy tree also names one parent (`?parent_id=0`: the top). */
type TreeQuerySchema<F extends Fields, S extends TreeSpec> = S extends { lazy: true }
  ? ResourceQuerySchema<F, { [K in ParentName<F>]: z.ZodOptional<ReturnType<typeof queryInt>> }>
  : ResourceQuerySchema<F>;

/** A tree resource but the schemas only some trees have: a plain resource's, its tree's, its rows' and query. */
interface TreeResourceBase<F extends Fields, C extends Counts, T extends Timestamps, S extends TreeSpec>
  extends Omit<Resource<F, C, T>, 'row' | 'query'> {
  tree: S & { parent: ParentName<F>; paths: TreePaths };
  row: z.ZodType<TreeRow<F, C, T, S>>;
  /** A node of the tree: the row and its children (named `<Name>Node` in the API documents). */
  node: z.ZodType<TreeNodeRow<F, C, T, S>>;
  query: TreeQuerySchema<F, S>;
}

/** A lazy tree's record as `GET <path>?<parent>=` answers it (see `lazy`); none for other trees. */
type BranchSchema<F extends Fields, C extends Counts, T extends Timestamps, S extends TreeSpec> = S extends {
  lazy: true;
}
  ? { branch: z.ZodType<BranchRow<F, C, T, S>> }
  : S extends TreeSpec & { lazy?: false }
    ? { branch?: undefined }
    : { branch?: z.ZodType<LazyNode> };

/** A group of a grouped tree as `GET <tree path>` answers it (see `groups`); none for other trees. */
type GroupSchema<F extends Fields, C extends Counts, T extends Timestamps, S extends TreeSpec> = S extends {
  groups: { resource: infer G extends Resource; key: infer K extends string };
}
  ? { group: z.ZodType<GroupRow<G, K, TreeNodeRow<F, C, T, S>>> }
  : S extends TreeSpec & { groups?: undefined }
    ? { group?: undefined }
    : { group?: z.ZodType<TreeGroupRow> };

/** Everything derived from a tree declaration, its schemas typed by its options (`TreeResource`: any tree). */
export type TreeResource<
  F extends Fields = Fields,
  C extends Counts = Counts,
  T extends Timestamps = Timestamps,
  S extends TreeSpec = TreeSpec,
> = TreeResourceBase<F, C, T, S> & BranchSchema<F, C, T, S> & GroupSchema<F, C, T, S>;

/** A group of any grouped tree: its id, fields and version, and its records' tree under the declared key. */
export type TreeGroupRow = Readonly<Record<string, unknown>> & { id: number; version: number };

/** A record of any lazy tree's level: its id, parent, listed fields and whether it holds others. */
export type LazyNode = Readonly<Record<string, unknown>> & { id: number; has_children: boolean };

/**
 * The row, node, lazy level's record and group types of a tree resource, as its schemas parse (of any
 * tree: `LazyNode`, `TreeGroupRow`).
 */
export type TreeRowOf<R> = ResourceRowOf<R>;
export type TreeNodeOf<R> = R extends { node: z.ZodType<infer Node> } ? Node : never;
export type BranchOf<R> = R extends { branch?: z.ZodType<infer Branch> } ? Branch : never;
export type GroupOf<R> = R extends { group?: z.ZodType<infer Group> } ? Group : never;

/**
 * A tree resource declared once (categories, places): a plain declaration with one `parent` field and
 * its `tree` options. Its rows also carry their level, its list is the whole tree, and the web's tree
 * page, form and API client are derived from what is returned here.
 */
export function defineTreeResource<
  const F extends Fields,
  const C extends Counts = Record<never, CountSpec>,
  const T extends Timestamps = true,
  const S extends TreeSpec = TreeSpec,
>(declaration: TreeDeclaration<F, C, T, S>): TreeResource<F, C, T, S> {
  const base = defineResource<F, C, T>(declaration);
  const parents = base.fieldNames.filter((name) => declaration.fields[name]?.kind === 'parent');
  const [parent] = parents;
  if (parent === undefined || parents.length > 1)
    throw new Error(`${declaration.name}: a tree resource has exactly one parent field`);
  const { path, tree, name } = declaration;
  // One text for every level is all a tree without a deepest level can have.
  if (!Number.isFinite(tree.maxLevel) && Array.isArray(tree.addChild))
    throw new Error(`${name}: "add inside" by level needs a deepest level`);
  const group = tree.groups ? groupSchema(declaration, tree.groups) : undefined;
  const row = (base.row as unknown as z.ZodObject).extend({
    ...(tree.lazy ? { has_children: z.boolean() } : {}),
    ...(tree.level === false ? {} : { level: z.number() }),
    ...(tree.pathNames ? { path: z.string() } : {}),
    ...(tree.ancestors ? { path: z.array(z.object({ id: z.number(), name: z.string() })) } : {}),
  });
  const listed = base.fieldNames.filter(
    (field) => field === parent || declaration.fields[field]?.list !== false,
  );
  const branch = tree.lazy
    ? row.pick({ id: true, ...Object.fromEntries(listed.map((f) => [f, true])), has_children: true })
    : undefined;
  const node: z.ZodType = row
    .extend({
      get children() {
        return z.array(node);
      },
    })
    .meta({ id: `${name.charAt(0).toUpperCase()}${name.slice(1)}Node` });
  const grouped = group && tree.groups ? group.extend({ [tree.groups.key]: z.array(node) }) : undefined;
  // The schemas are built from names known only at run time: they are typed as the declaration says.
  return {
    ...base,
    tree: {
      ...tree,
      parent,
      paths: {
        tree: tree.treePath ?? path,
        create: tree.createPath ?? path,
        detail: `${path}/{id}`,
        edit: `${path}/{id}`,
        destroy: `${path}/destroy/{id}`,
      },
    },
    row,
    node,
    ...(branch ? { branch } : {}),
    ...(grouped ? { group: grouped } : {}),
    // A lazy tree's list is asked for one parent's records.
    ...(tree.lazy
      ? { query: (base.query as unknown as z.ZodObject).extend({ [parent]: queryInt(0, MAX_ID).optional() }) }
      : {}),
  } as unknown as TreeResource<F, C, T, S>;
}

/**
 * A group as a grouped tree lists it: the group row's id, fields and version, after checking that the
 * records name their group with a required `ref` kept once made (moving a record to another group
 * would leave its parent and children in the old one).
 */
function groupSchema(declaration: ResourceDeclaration<Fields, Counts>, groups: TreeGroups): z.ZodObject {
  const field = declaration.fields[groups.field];
  if (field?.kind !== 'ref' || !field.required || !field.createOnly)
    throw new Error(`${declaration.name}: its group field ${groups.field} is a required ref kept once made`);
  const { resource } = groups;
  const fields = Object.fromEntries(resource.fieldNames.map((f) => [f, true]));
  return (resource.row as unknown as z.ZodObject).pick({ id: true, ...fields, version: true });
}

/** Whether a declared resource is a tree. */
export const isTreeResource = (resource: Resource): resource is TreeResource =>
  'tree' in resource && 'node' in resource;
