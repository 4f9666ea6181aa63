import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/useRouteTitle';

/** 401. Reached from the route guard with `noGoBack`, "back" goes home instead of back. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageTitle('page401');
  const noGoBack = params.has('noGoBack');
  const back = () => {
    if (noGoBack || window.history.length <= 1) navigate('/dashboard');
    else navigate(-1);
  };
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('pages.unauthorized.text')}
      style={{ paddingTop: '12vh' }}
      extra={
        <Space>
          <Button onClick={back}>{t('pages.unauthorized.back')}</Button>
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            {t('pages.unauthorized.home')}
          </Button>
        </Space>
      }
    />
  );
}
