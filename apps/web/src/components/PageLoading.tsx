import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder while a lazy page chunk loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin description={t('pages.loading')} />
    </div>
  );
}
