import type { Resource } from '@bo/contract';
import type { TFunction } from 'i18next';
import type { DeclaredRow } from './declaredColumns';

/**
 * What a declaration's `locked` means on the page. The server's rules refuse these actions anyway; the
 * page disables them first so a person sees why instead of trying and failing.
 */
const isLocked = (resource: Resource, row: DeclaredRow | null): boolean =>
  row !== null && !!resource.locked?.when(row);

/** Why `row` cannot be deleted (the declared reason), or undefined when it can. */
export function destroyLockedReason(resource: Resource, row: DeclaredRow, t: TFunction): string | undefined {
  return resource.locked?.destroy && isLocked(resource, row)
    ? t(`resources.${resource.name}.locked`)
    : undefined;
}

/** Why the form keeps field `name` of `row` as it is, or undefined when it can be changed. */
export function fieldLockedReason(
  resource: Resource,
  row: DeclaredRow | null,
  name: string,
  t: TFunction,
): string | undefined {
  return resource.locked?.fields?.includes(name) && isLocked(resource, row)
    ? t(`resources.${resource.name}.locked`)
    : undefined;
}
