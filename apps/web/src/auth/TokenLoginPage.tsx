import { loginPathForArea } from '@bo/contract';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getAreaId } from './token';
import { useTokenLogin } from './useTokenLogin';

/** /tokenlogin?token=…[&redirect=/path]: logs in with a single-use token, then continues like a login. */
export function TokenLoginPage() {
  const [params] = useSearchParams();
  return <TokenExchange token={params.get('token')} redirect={params.get('redirect')} />;
}

export function TokenExchange({ token, redirect }: { token: string | null; redirect: string | null }) {
  const { t } = useTranslation();
  const error = useTokenLogin(token, redirect);
  if (error) {
    return (
      <Result
        status="error"
        title={t('login.token.failed')}
        subTitle={error}
        extra={<Link to={loginPathForArea(getAreaId())}>{t('login.token.backToLogin')}</Link>}
      />
    );
  }
  return (
    <div role="status" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" description={t('login.token.signingIn')} />
    </div>
  );
}
