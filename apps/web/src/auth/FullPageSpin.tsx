import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the guard checks the session. */
export function FullPageSpin() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Spin size="large" description={t('request.loading')} />
    </div>
  );
}
