import { z } from 'zod';
import { PAGE_APIS } from '../permissions.js';
import { DATA_SCOPES, type DataScope } from './auth.js';

/**
 * `GET manage/effective/{id}` (a role) and `GET admin/effective/{id}` (an administrator, the union of its
 * roles): what the guard lets it do. A role has no data scope of its own (an administrator carries it),
 * so both scope fields are null for a role.
 */
export const effectiveAccessSchema = z.object({
  /** Api names held, sorted (the super role: every permission in the table). */
  permissions: z.array(z.string()),
  /** Registry page apis those permissions open, in registry (menu) order. */
  pages: z.array(z.string()),
  data_scope: z.enum(DATA_SCOPES as [DataScope, ...DataScope[]]).nullable(),
  /** The data scope in words, in the request's language. */
  data_scope_text: z.string().nullable(),
});
export type EffectiveAccess = z.infer<typeof effectiveAccessSchema>;

/** `POST manage/preview/{id}`: what saving a role body would change, nothing saved. */
export const rolePreviewSchema = z.object({
  /** Api names the role would hold and does not yet, sorted. */
  gains: z.array(z.string()),
  /** Api names the role holds and would no longer, sorted. */
  losses: z.array(z.string()),
  /** Administrators whose own permissions (the union of their roles) would change. */
  admins_affected: z.number(),
});
export type RolePreview = z.infer<typeof rolePreviewSchema>;

/** The registry pages `held` opens, in menu order: a page opens when its own api is held (as the route tree does). */
export function pagesOpenedBy(held: ReadonlySet<string>): string[] {
  return PAGE_APIS.filter((api) => held.has(api));
}
