import { lazy, Suspense, useState } from 'react';
import type { OwnInfoDialogProps } from './OwnInfoDialog';

const OwnInfoDialog = lazy(async () => ({ default: (await import('./OwnInfoDialog')).OwnInfoDialog }));

/**
 * The own-info dialog, fetched the first time it opens: its form rules, avatar upload and image preview
 * are not needed by a page that never shows it. Once opened it stays mounted, so it closes with its
 * animation like any other dialog.
 */
export function LazyOwnInfoDialog(props: OwnInfoDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <OwnInfoDialog {...props} />
    </Suspense>
  );
}
