import type { NotificationRow } from '@bo/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/download';
import { useReadNotification } from '../../../api/notifications';
import { buildAppRoutes } from '../../../app/routeModel';
import { useSession } from '../../../stores/session';

/**
 * What a click on a notification does: marks it read, then downloads its file (a finished export) or
 * opens its page with the page's filters, when the user's route tree has that page.
 */
export function useOpenNotification(): (row: NotificationRow) => Promise<void> {
  const navigate = useNavigate();
  const { routes: nodes } = useSession();
  const routes = useMemo(() => buildAppRoutes(nodes), [nodes]);
  const read = useReadNotification();
  return async (row) => {
    if (!row.read) await read.mutateAsync(row.id).catch(() => undefined);
    const { download, page, query } = row.target;
    if (download) {
      await downloadFile(download.path, download.file).catch(() => undefined);
      return;
    }
    const route = page ? routes.find((r) => r.component === page && !r.path.includes(':')) : undefined;
    if (!route) return;
    const search = query ? new URLSearchParams(query).toString() : '';
    navigate(search ? `${route.path}?${search}` : route.path);
  };
}
