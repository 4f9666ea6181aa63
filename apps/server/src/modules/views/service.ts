import {
  ErrorCode,
  SAVED_VIEW_LIMITS,
  type SavedView,
  type ViewColumn,
  type ViewDensity,
  type ViewPreference,
} from '@bo/contract';
import { type Db, type Trx, takeAdvisoryLock } from '../../db/database.js';
import { AppError, duplicateError, invalid, notFound } from '../../http/errors.js';
import { parseJson } from '../../lib/json.js';
import { nowIso } from '../../lib/time.js';
import type { AuthContext } from '../../types.js';
import { assertPage, isSuper, roleIdsOf, shareableRoles } from './access.js';
import { presentViews, type ViewRow } from './presenter.js';

/** What a create or an edit saves (the parsed body of `POST view` / `POST view/{id}`). */
export interface ViewInput {
  page: string;
  name: string;
  query: Record<string, string>;
  columns: ViewColumn[];
  density: ViewDensity;
  shared_role_ids: number[];
  is_default: boolean;
}

const ownerOnly = () => new AppError(ErrorCode.Forbidden, 'savedView.ownerOnly');

const VIEW_COLUMNS = [
  'id',
  'admin_id',
  'page',
  'name',
  'query',
  'columns',
  'density',
  'is_default',
  'updated_at',
] as const;

/** `GET view?page=`: the caller's own views of the page and those shared with one of the caller's roles. */
export async function listViews(db: Db, auth: AuthContext, page: string): Promise<SavedView[]> {
  assertPage(auth, page);
  const roleIds = await roleIdsOf(db, auth.adminId);
  const rows = await db
    .selectFrom('saved_views')
    .select(VIEW_COLUMNS)
    .where('page', '=', page)
    .where((eb) =>
      eb.or([
        eb('admin_id', '=', auth.adminId),
        eb(
          'id',
          'in',
          eb
            .selectFrom('saved_view_roles')
            .select('view_id')
            .where('role_id', 'in', roleIds.length ? roleIds : [-1]),
        ),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  // Own views first: they are the ones a user edits and picks as default.
  const sorted = [...rows].sort(
    (a, b) => Number(b.admin_id === auth.adminId) - Number(a.admin_id === auth.adminId),
  );
  return presentViews(db, sorted, auth.adminId);
}

async function checkRoles(trx: Trx, auth: AuthContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const allowed = new Set((await shareableRoles(trx, auth)).map((r) => r.id));
  if (ids.some((id) => !allowed.has(id))) throw invalid({ shared_role_ids: 'savedView.roleMissing' });
}

async function checkName(
  trx: Trx,
  ownerId: number,
  page: string,
  name: string,
  except?: number,
): Promise<void> {
  let query = trx
    .selectFrom('saved_views')
    .select('id')
    .where('admin_id', '=', ownerId)
    .where('page', '=', page)
    .where('name', '=', name);
  if (except !== undefined) query = query.where('id', '<>', except);
  if (await query.executeTakeFirst()) throw invalid({ name: 'validation.exists' });
}

/** Writes the view's roles and, for a new default, clears the owner's former default of the page. */
async function writeLinks(
  trx: Trx,
  id: number,
  ownerId: number,
  page: string,
  input: ViewInput,
): Promise<void> {
  if (input.is_default) {
    await trx
      .updateTable('saved_views')
      .set({ is_default: 0 })
      .where('admin_id', '=', ownerId)
      .where('page', '=', page)
      .where('id', '<>', id)
      .where('is_default', '=', 1)
      .execute();
  }
  await trx.deleteFrom('saved_view_roles').where('view_id', '=', id).execute();
  const roles = [...new Set(input.shared_role_ids)];
  if (roles.length) {
    await trx
      .insertInto('saved_view_roles')
      .values(roles.map((role_id) => ({ view_id: id, role_id })))
      .execute();
  }
}

async function readView(db: Db | Trx, id: number): Promise<ViewRow | undefined> {
  return db.selectFrom('saved_views').select(VIEW_COLUMNS).where('id', '=', id).executeTakeFirst();
}

async function presentOne(db: Db, auth: AuthContext, id: number): Promise<SavedView> {
  const row = await readView(db, id);
  if (!row) throw notFound();
  const [view] = await presentViews(db, [row], auth.adminId);
  return view as SavedView;
}

/**
 * One write at a time per owner and page on PostgreSQL: the count, the name check and the switch of the
 * default read what the other writes leave, so two saves at once cannot both become the default.
 */
const lockOwnerPage = (trx: Trx, ownerId: number, page: string) =>
  takeAdvisoryLock(trx, `views:${ownerId}:${page}`);

/** Runs a write, turning a unique-name race into the same 42200 the check gives. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const duplicate = duplicateError(error);
    if (duplicate && !(error instanceof AppError)) throw invalid({ name: 'validation.exists' });
    throw error;
  }
}

/** `POST view`: a new view of the caller's, within the per-page limit. */
export async function createView(db: Db, auth: AuthContext, input: ViewInput): Promise<SavedView> {
  assertPage(auth, input.page);
  const id = await uniquely(() =>
    db.transaction().execute(async (trx) => {
      await lockOwnerPage(trx, auth.adminId, input.page);
      await checkRoles(trx, auth, input.shared_role_ids);
      const { count } = await trx
        .selectFrom('saved_views')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('admin_id', '=', auth.adminId)
        .where('page', '=', input.page)
        .executeTakeFirstOrThrow();
      if (Number(count) >= SAVED_VIEW_LIMITS.perPage) {
        throw invalid({ name: 'savedView.tooMany' }, { count: SAVED_VIEW_LIMITS.perPage });
      }
      await checkName(trx, auth.adminId, input.page, input.name);
      const now = nowIso();
      const row = await trx
        .insertInto('saved_views')
        .values({
          admin_id: auth.adminId,
          page: input.page,
          name: input.name,
          query: JSON.stringify(input.query),
          columns: JSON.stringify(input.columns),
          density: input.density,
          is_default: input.is_default ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeLinks(trx, row.id, auth.adminId, input.page, input);
      return row.id;
    }),
  );
  return presentOne(db, auth, id);
}

/** `POST view/{id}`: the owner's edit; the page stays the view's own. */
export async function updateView(
  db: Db,
  auth: AuthContext,
  id: number,
  input: ViewInput,
): Promise<SavedView> {
  await uniquely(() =>
    db.transaction().execute(async (trx) => {
      const view = await readView(trx, id);
      if (!view) throw notFound();
      if (view.admin_id !== auth.adminId) throw ownerOnly();
      assertPage(auth, view.page);
      await lockOwnerPage(trx, auth.adminId, view.page);
      await checkRoles(trx, auth, input.shared_role_ids);
      await checkName(trx, auth.adminId, view.page, input.name, id);
      await trx
        .updateTable('saved_views')
        .set({
          name: input.name,
          query: JSON.stringify(input.query),
          columns: JSON.stringify(input.columns),
          density: input.density,
          is_default: input.is_default ? 1 : 0,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute();
      await writeLinks(trx, id, auth.adminId, view.page, input);
    }),
  );
  return presentOne(db, auth, id);
}

/**
 * `POST view/destroy/{id}`: the owner deletes; a super administrator may delete any shared view. A view
 * the caller cannot see answers 40400 like one that does not exist.
 */
export async function destroyView(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const view = await readView(trx, id);
    if (!view) throw notFound();
    if (view.admin_id !== auth.adminId) {
      const shares = await trx
        .selectFrom('saved_view_roles')
        .select('role_id')
        .where('view_id', '=', id)
        .execute();
      const shared = shares.length > 0;
      if (!(shared && isSuper(auth))) {
        const mine = new Set(await roleIdsOf(trx, auth.adminId));
        throw shares.some((s) => mine.has(s.role_id)) ? ownerOnly() : notFound();
      }
    }
    await trx.deleteFrom('saved_views').where('id', '=', id).execute();
  });
}

/** `GET view/preference?page=`: the caller's columns and density of a page, or null when never chosen. */
export async function readPreference(
  db: Db,
  auth: AuthContext,
  page: string,
): Promise<ViewPreference | null> {
  assertPage(auth, page);
  const row = await db
    .selectFrom('view_preferences')
    .select(['page', 'columns', 'density'])
    .where('admin_id', '=', auth.adminId)
    .where('page', '=', page)
    .executeTakeFirst();
  if (!row) return null;
  return {
    page: row.page,
    columns: parseJson<ViewColumn[]>(row.columns, []),
    density: row.density as ViewDensity,
  };
}

/** `POST view/preference`: keeps the caller's columns and density of a page (an upsert on both databases). */
export async function writePreference(
  db: Db,
  auth: AuthContext,
  input: ViewPreference,
): Promise<ViewPreference> {
  assertPage(auth, input.page);
  const values = { columns: JSON.stringify(input.columns), density: input.density, updated_at: nowIso() };
  await db
    .insertInto('view_preferences')
    .values({ admin_id: auth.adminId, page: input.page, ...values })
    .onConflict((oc) => oc.columns(['admin_id', 'page']).doUpdateSet(values))
    .execute();
  return input;
}
