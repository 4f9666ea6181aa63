import type { ReactNode } from 'react';

export interface FilterOption {
  value: string;
  label: ReactNode;
}

/** One field of a list's search form; its value(s) live in the URL under `name` (or `from`/`to`). */
export type FilterField =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  | { kind: 'select'; name: string; label: string; options: FilterOption[] }
  | { kind: 'dateRange'; name: string; label: string; from: string; to: string }
  /** A tree (e.g. categories): any level may be chosen; the URL keeps the chosen node's value. */
  | { kind: 'cascader'; name: string; label: string; options: CascaderFilterOption[] }
  /** Two money inputs (yuan, at most two decimals); the URL keeps cents. */
  | { kind: 'priceRange'; name: string; label: string; from: string; to: string };

export interface CascaderFilterOption {
  value: number | string;
  label: ReactNode;
  children?: CascaderFilterOption[];
}

/** The URL param names a set of filter fields uses. */
export function filterParamNames(fields: readonly FilterField[]): string[] {
  return fields.flatMap((f) =>
    f.kind === 'dateRange' || f.kind === 'priceRange' ? [f.from, f.to] : [f.name],
  );
}
