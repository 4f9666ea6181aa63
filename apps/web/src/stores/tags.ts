import { createStore } from '../lib/store';

/** One tab of the visited-views bar. `path` (the pathname) identifies it; `fullPath` adds the query. */
export interface TagView {
  path: string;
  fullPath: string;
  /** Route title as delivered (translated when shown). */
  title: string;
  /** Affixed tabs (the dashboard) cannot be closed. */
  affix?: boolean;
  /** Views marked no-cache are unmounted whenever they are not the active tab. */
  noCache?: boolean;
  /** Bumped by a refresh so the view remounts with fresh state. */
  nonce: number;
  /** When it was last shown, as a count of visits: the views kept alive are the most recently shown. */
  seen?: number;
}

/**
 * How many hidden views stay mounted. Each one keeps its page's state (filters, scroll, a half-filled
 * form) but also its queries and its share of every render; with dozens open, switching tabs slowed from
 * half a second to two. A tab beyond these stays in the bar and loads again when opened.
 */
export const KEPT_VIEWS = 10;

/**
 * The views to keep mounted: the active one, and of the others that may be kept (not no-cache) the
 * {@link KEPT_VIEWS} most recently shown, in the bar's order.
 */
export function keptViews(views: readonly TagView[], activePath: string | null, max = KEPT_VIEWS): TagView[] {
  const hidden = views.filter((v) => v.path !== activePath && !v.noCache);
  const recent = new Set(
    [...hidden]
      .sort((a, b) => (b.seen ?? 0) - (a.seen ?? 0))
      .slice(0, max)
      .map((v) => v.path),
  );
  return views.filter((v) => v.path === activePath || recent.has(v.path));
}

export const HOME_PATH = '/dashboard';

const homeView: TagView = { path: HOME_PATH, fullPath: HOME_PATH, title: 'dashboard', affix: true, nonce: 0 };

export interface TagsState {
  views: TagView[];
}

/** Tab history actions: add, update, remove one, remove others, remove all, refresh. */
export const tagsReducer = {
  add(state: TagsState, view: Omit<TagView, 'nonce'>): TagsState {
    const existing = state.views.find((v) => v.path === view.path);
    if (existing) {
      if (
        existing.fullPath === view.fullPath &&
        existing.title === view.title &&
        existing.seen === view.seen
      ) {
        return state;
      }
      return {
        views: state.views.map((v) => (v.path === view.path ? { ...v, ...view, affix: v.affix } : v)),
      };
    }
    return { views: [...state.views, { ...view, nonce: 0 }] };
  },
  remove(state: TagsState, path: string): TagsState {
    return { views: state.views.filter((v) => v.path !== path || v.affix) };
  },
  removeOthers(state: TagsState, path: string): TagsState {
    return { views: state.views.filter((v) => v.path === path || v.affix) };
  },
  removeAll(state: TagsState): TagsState {
    return { views: state.views.filter((v) => v.affix) };
  },
  refresh(state: TagsState, path: string): TagsState {
    return { views: state.views.map((v) => (v.path === path ? { ...v, nonce: v.nonce + 1 } : v)) };
  },
};

/** Where to go after closing tabs while `activePath` was shown: stay, else the last remaining tab, else home. */
export function nextActivePath(views: TagView[], activePath: string): string | null {
  if (views.some((v) => v.path === activePath)) return null;
  return views.at(-1)?.fullPath ?? HOME_PATH;
}

const store = createStore<TagsState>({ views: [homeView] });

export const getTags = store.get;
export const subscribeTags = store.subscribe;
export const useTags = store.use;

const apply = (change: (state: TagsState) => TagsState) => store.set(change(store.get()));
let visits = 0;

export const tagsActions = {
  /** Adds the tab of a view being shown, or marks it shown again. */
  add: (view: Omit<TagView, 'nonce' | 'seen'>) =>
    apply((s) => tagsReducer.add(s, { ...view, seen: ++visits })),
  remove: (path: string) => apply((s) => tagsReducer.remove(s, path)),
  removeOthers: (path: string) => apply((s) => tagsReducer.removeOthers(s, path)),
  removeAll: () => apply(tagsReducer.removeAll),
  refresh: (path: string) => apply((s) => tagsReducer.refresh(s, path)),
  /** Back to the initial state (tests, sign-out). */
  reset: () => store.set({ views: [homeView] }),
};
