import { useLocation, useNavigate } from 'react-router';
import { REDIRECT_PREFIX } from '../../pages/redirect/RedirectPage';
import { getTags, nextActivePath, type TagView, tagsActions } from '../../stores/tags';

/** Tab actions that also move the route: closing the active tab goes to the last remaining one. */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const followUp = () => {
    const next = nextActivePath(getTags().views, pathname);
    if (next) navigate(next);
  };

  return {
    isActive: (view: TagView) => view.path === pathname,
    open: (view: TagView) => navigate(view.fullPath),
    /** Remounts the view through /redirect, which replaces the route with /redirect plus the current path. */
    refresh: (view: TagView) => {
      tagsActions.refresh(view.path);
      navigate(`${REDIRECT_PREFIX}${view.fullPath}`, { replace: true });
    },
    close: (view: TagView) => {
      tagsActions.remove(view.path);
      followUp();
    },
    closeOthers: (view: TagView) => {
      tagsActions.removeOthers(view.path);
      if (view.path !== pathname) navigate(view.fullPath);
    },
    closeAll: () => {
      tagsActions.removeAll();
      followUp();
    },
    /**
     * After a form page saved: its tab is done with, so it closes, and `to` opens (the record just made,
     * or the list an edit came from). A create tab left open would offer a blank form for a second record.
     */
    finishForm: (to: string) => {
      tagsActions.remove(pathname);
      navigate(to);
    },
  };
}
