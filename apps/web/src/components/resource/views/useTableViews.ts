import type { SavedView, ViewColumn, ViewDensity } from '@bo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSavedViews, useSavePreference, useViewPreference } from '../../../api/views';
import { isPlainState } from '../listState';
import type { ListStateApi } from '../useListState';
import { usePageScope } from './pageName';

/** How a list shows its columns: their order and visibility (empty = as the page declares) and row height. */
export interface TableLayout {
  columns: ViewColumn[];
  density: ViewDensity;
}

/** What a page keeps of its list while it stays open. */
interface Remembered {
  layout: TableLayout;
  currentId: number | undefined;
}

export const BUILT_IN_LAYOUT: TableLayout = { columns: [], density: 'default' };

export interface TableViews {
  /** The page the views belong to; undefined when views are off (no registered page around). */
  page: string | undefined;
  views: SavedView[];
  layout: TableLayout;
  /** The view last applied, while it is still listed. */
  current: SavedView | undefined;
  /** The person's own change of columns or density: kept as the page's preference. */
  changeLayout: (layout: TableLayout) => void;
  /** Applies a view (its query, columns and density), or forgets the current one (`undefined`). */
  selectView: (id: number | undefined) => void;
  /** Back to the page's built-in columns and density. */
  reset: () => void;
  /** Marks a view just saved as the current one. */
  setCurrentId: (id: number | undefined) => void;
}

/**
 * The saved views of the list on the current page: a list opened with no filter nor sort applies the
 * user's default view; otherwise the columns and density the user last chose on this page.
 */
export function useTableViews(list: ListStateApi, enabled = true): TableViews {
  const scope = usePageScope();
  const page = enabled ? scope?.name : undefined;
  const memoryKey = `views:${page}`;
  const remembered = page ? (scope?.memory.get(memoryKey) as Remembered | undefined) : undefined;
  const views = useSavedViews(page);
  const preference = useViewPreference(page);
  const savePreference = useSavePreference(page ?? '');
  const [layout, setLayout] = useState<TableLayout>(remembered?.layout ?? BUILT_IN_LAYOUT);
  const [currentId, setCurrentId] = useState<number | undefined>(remembered?.currentId);
  // Decided once, on the URL the page was opened with: a later empty search is the user's own.
  const openedPlain = useRef(isPlainState(list.state));
  const started = useRef(remembered !== undefined);
  useEffect(() => {
    if (page && started.current) scope?.memory.set(memoryKey, { layout, currentId } satisfies Remembered);
  }, [page, scope, memoryKey, layout, currentId]);
  const { applyQuery } = list;

  const apply = useCallback(
    (view: SavedView) => {
      setCurrentId(view.id);
      setLayout({ columns: view.columns, density: view.density });
      applyQuery(view.query);
    },
    [applyQuery],
  );

  useEffect(() => {
    if (!page || started.current || !views.isFetched || !preference.isFetched) return;
    started.current = true;
    const chosen = openedPlain.current ? views.data?.find((v) => v.is_default) : undefined;
    if (chosen) apply(chosen);
    else if (preference.data)
      setLayout({ columns: preference.data.columns, density: preference.data.density });
  }, [page, views.isFetched, views.data, preference.isFetched, preference.data, apply]);

  const remember = (next: TableLayout) => {
    setLayout(next);
    if (page) savePreference.mutate({ page, columns: next.columns, density: next.density });
  };

  const list_ = views.data ?? [];
  return {
    page,
    views: list_,
    layout,
    current: list_.find((v) => v.id === currentId),
    changeLayout: remember,
    selectView: (id) => {
      const view = list_.find((v) => v.id === id);
      if (view) apply(view);
      else setCurrentId(undefined);
    },
    reset: () => remember(BUILT_IN_LAYOUT),
    setCurrentId,
  };
}
