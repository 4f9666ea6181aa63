import { SafetyCertificateOutlined } from '@ant-design/icons';
import { SUPER_ROLE } from '@bo/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../../app/routeModel';
import { useReturnFocus } from '../../components/useReturnFocus';
import { useSession } from '../../stores/session';

// Fetched the first time it opens: the registry and the admin picker are nothing the shell needs.
const WhoCanDialog = lazy(async () => ({ default: (await import('./WhoCanDialog')).WhoCanDialog }));

/**
 * "What can X do on this page", for super administrators only (they may see every account and every
 * permission): opens a picker of administrators against the current page's registry entry.
 */
export function WhoCanButton({ route }: { route: AppRoute | null }) {
  const { t } = useTranslation();
  const { roles } = useSession();
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  if (!roles.includes(SUPER_ROLE) || !route) return null;
  const label = t('layout.whoCan.button');
  return (
    <>
      <Button
        type="text"
        aria-label={label}
        title={label}
        icon={<SafetyCertificateOutlined />}
        onClick={() => setOpen(true)}
      />
      {open ? (
        <Suspense fallback={null}>
          <WhoCanDialog pageApi={route.component} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
