import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Shown inside the layout for a server page name this web build does not know yet, instead of a blank screen.
 */
export function PageUnavailable({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('pages.unavailable.title')}
      subTitle={t('pages.unavailable.description', { name })}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {t('pages.unavailable.home')}
        </Button>
      }
    />
  );
}
