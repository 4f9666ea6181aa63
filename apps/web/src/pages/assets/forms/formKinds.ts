import { FORM_KIND_INFO, FORM_STATUSES, type FormKind, type FormRow } from '@bo/contract';

/** The status tabs of every form list: all, then each status. */
export const FORM_TABS = ['all', ...FORM_STATUSES] as const;

/** Kinds created on a page of their own (the server-delivered `*Create` pages); the others in a drawer. */
export const PAGE_CREATED: readonly FormKind[] = ['join', 'out', 'rental', 'back'];

/** The list page's path of a kind, under `/assets` (from the permission registry's paths). */
export const LIST_PATHS: Record<FormKind, string> = {
  join: '/assets/join',
  out: '/assets/out',
  rental: '/assets/rental',
  back: '/assets/back',
  lease_grant: '/assets/lease-grant',
  lease_repay: '/assets/lease-repay',
  verify: '/assets/verify',
};

export const STATUS_COLORS: Record<FormRow['status'], string> = {
  draft: 'default',
  submitted: 'processing',
  rejected: 'error',
  processing: 'warning',
  completed: 'success',
  cancelled: 'default',
};

export const permissionsOf = (kind: FormKind) => FORM_KIND_INFO[kind];
