import { type Dashboard, hasNewerVersion } from '@bo/contract';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UPDATE_API, useUpdateInfo } from '../../../api/update';
import { usePermission } from '../../../auth/Permission';
import { pagePath } from './updatePath';

/**
 * The dashboard's new-version banner: shown to holders of UpdateDetail when the update
 * check says a newer version exists; "update now" opens UpdateDetail. Until the live check (up to 3 s)
 * responds, the dashboard's last known check (`known`) stands in for it.
 */
export function UpdateBanner({ known }: { known?: Dashboard['update'] }) {
  const { t } = useTranslation();
  const allowed = usePermission(UPDATE_API);
  const { data: info } = useUpdateInfo(allowed);
  const [closed, setClosed] = useState(false);
  if (!allowed || closed) return null;
  const version = info ? hasNewerVersion(info.state) && info.latest?.version : known?.version;
  if (!version) return null;
  const installable = info ? info.state === 1 : known?.can_update;
  return (
    <Alert
      type={installable ? 'info' : 'warning'}
      showIcon
      style={{ marginBottom: 16 }}
      title={t('pages.dashboard.updateTitle', { version })}
      // State 1's message repeats the title; the other states explain why updating online is not possible.
      description={info && info.state !== 1 ? info.message : undefined}
      action={
        <Link to={pagePath(UPDATE_API)}>
          <Button type="primary" size="small">
            {t('pages.dashboard.updateNow')}
          </Button>
        </Link>
      }
      closable={{ onClose: () => setClosed(true) }}
    />
  );
}
