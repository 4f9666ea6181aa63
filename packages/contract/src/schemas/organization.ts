import { z } from 'zod';
import {
  idSchema,
  listQuerySchema,
  optionalIdSchema,
  queryIdSchema,
  textFilter,
  versionSchema,
} from './list.js';
import { jsonInt, queryInt } from './numbers.js';

const name = z.string().trim().min(1, 'validation.required').max(128, 'validation.max');

/** `POST organization` / `POST organization/{id}`: a unit, in an area. */
export const organizationInputSchema = z.object({
  name,
  area_id: optionalIdSchema,
  version: versionSchema,
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;

export const organizationListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  area_id: queryIdSchema.optional(),
});

export const organizationRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  area_id: z.number().nullable(),
  area_name: z.string().nullable(),
  departments: z.number(),
  admins: z.number(),
  created_at: z.string(),
  version: z.number(),
});
export type OrganizationRow = z.infer<typeof organizationRowSchema>;

/** `POST department` / `POST department/{id}`: a department of an organization, under a parent or top-level. */
export const departmentInputSchema = z.object({
  organization_id: idSchema,
  parent_id: optionalIdSchema,
  name,
  sort: jsonInt(0, 99999).optional().default(0),
  version: versionSchema,
});
export type DepartmentInput = z.input<typeof departmentInputSchema>;

export const departmentListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  organization_id: queryIdSchema.optional(),
});

export const departmentRowSchema = z.object({
  id: z.number(),
  organization_id: z.number(),
  parent_id: z.number().nullable(),
  name: z.string(),
  sort: z.number(),
  admins: z.number(),
  version: z.number(),
});
export type DepartmentRow = z.infer<typeof departmentRowSchema>;

/** A department with its sub-departments. */
export type DepartmentNode = DepartmentRow & { children: DepartmentNode[] };
export const departmentNodeSchema: z.ZodType<DepartmentNode> = departmentRowSchema
  .extend({
    get children() {
      return z.array(departmentNodeSchema);
    },
  })
  .meta({ id: 'DepartmentNode' });

/** A node of `GET departmentTree`: each organization with its department tree. */
export const organizationTreeSchema = z.object({
  id: z.number(),
  name: z.string(),
  area_id: z.number().nullable(),
  /** The organization's version, which an edit of it names (optimistic locking). */
  version: z.number(),
  departments: z.array(departmentNodeSchema),
});
export type OrganizationTree = z.infer<typeof organizationTreeSchema>;

/** `GET userDepartment`: the departments of an organization (default: the caller's) as a tree. */
export const userDepartmentQuerySchema = z.object({ organization_id: queryIdSchema.optional() });
export const userDepartmentSchema = z.object({
  organization_id: z.number().nullable(),
  organization_name: z.string().nullable(),
  department_id: z.number().nullable(),
  departments: z.array(departmentNodeSchema),
});

/** `GET userAdmin`: administrators to choose from (custodians, handlers), filtered in SQL. */
export const userAdminQuerySchema = z.object({
  organization_id: queryIdSchema.optional(),
  department_id: queryIdSchema.optional(),
  keyword: textFilter(64),
  limit: queryInt(1, 200).optional().default(50),
});
export const userAdminSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  organization_id: z.number().nullable(),
  department_id: z.number().nullable(),
});
