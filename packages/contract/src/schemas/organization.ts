import { z } from 'zod';
import { departmentNodeSchema } from '../resources/units.js';
import { queryIdSchema, textFilter } from './list.js';
import { queryInt } from './numbers.js';

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
