import type { ViewColumn } from '@bo/contract';

/** Columns that never move nor hide: the row actions stay at the right edge. */
export const LOCKED_COLUMNS: ReadonlySet<string> = new Set(['actions']);

/**
 * The page's configurable columns in a layout's order: those the layout names and the page still has,
 * then any the page gained since (shown), so a view saved before a new column keeps working.
 */
export function resolveLayout(keys: readonly string[], layout: readonly ViewColumn[]): ViewColumn[] {
  const free = keys.filter((k) => !LOCKED_COLUMNS.has(k));
  const known = new Set(free);
  const seen = new Set<string>();
  const ordered: ViewColumn[] = [];
  for (const c of layout) {
    if (!known.has(c.key) || seen.has(c.key)) continue;
    seen.add(c.key);
    ordered.push({ key: c.key, visible: c.visible });
  }
  for (const key of free) if (!seen.has(key)) ordered.push({ key, visible: true });
  return ordered;
}

/** The columns a table shows under a layout: visible ones in its order, locked ones where they were declared last. */
export function arrangeColumns<C extends { key: string }>(
  columns: readonly C[],
  layout: readonly ViewColumn[],
): C[] {
  if (layout.length === 0) return [...columns];
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const resolved = resolveLayout(
    columns.map((c) => c.key),
    layout,
  );
  const shown = resolved.filter((c) => c.visible).flatMap((c) => byKey.get(c.key) ?? []);
  return [...shown, ...columns.filter((c) => LOCKED_COLUMNS.has(c.key))];
}

/** A layout with the column at `from` moved to `to`. */
export function moveColumn(layout: readonly ViewColumn[], from: number, to: number): ViewColumn[] {
  if (to < 0 || to >= layout.length || from === to) return [...layout];
  const next = [...layout];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** A layout with one column shown or hidden; the last shown column cannot be hidden. */
export function toggleColumn(layout: readonly ViewColumn[], key: string, visible: boolean): ViewColumn[] {
  if (!visible && layout.filter((c) => c.visible).length <= 1) return [...layout];
  return layout.map((c) => (c.key === key ? { ...c, visible } : c));
}
