import { App, Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addErrorLog } from '../../../app/errorLog';
import { usePageTitle } from '../../../app/useRouteTitle';

/** 404: return home, or report the broken address to the error log. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  usePageTitle('page404');
  const report = () => {
    const from = document.referrer || '';
    addErrorLog({ source: 'report', message: t('pages.notFound.reportMessage'), detail: from });
    void message.success(t('pages.notFound.reported'));
  };
  return (
    <Result
      status="404"
      title={t('pages.notFound.title')}
      subTitle={t('pages.notFound.description')}
      style={{ paddingTop: '12vh' }}
      extra={
        <Space>
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            {t('pages.notFound.home')}
          </Button>
          <Button onClick={report}>{t('pages.notFound.report')}</Button>
        </Space>
      }
    />
  );
}
