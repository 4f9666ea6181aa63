import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../stores/session';
import { LazyOwnInfoDialog } from './LazyOwnInfoDialog';

/** The complete-info dialog opens 2 s after userInfo loads when the user has no nickname. */
export const COMPLETE_INFO_DELAY_MS = 2000;

/** Pages shown unattended (the wall display), where a dialog would cover the figures for good. */
const UNATTENDED = new Set(['/dashboard/largeScreen']);

export function CompleteInfoPrompt() {
  const { info } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const missing = Boolean(info) && !info?.nickname && !UNATTENDED.has(pathname);

  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(() => setOpen(true), COMPLETE_INFO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [missing]);

  return <LazyOwnInfoDialog open={open} complete onClose={() => setOpen(false)} />;
}
