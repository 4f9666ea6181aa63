import type { Area } from '@bo/contract';
import { Card, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FeedbackBridge } from '../api/feedback';
import { LoginForm } from './LoginForm';
import { LoginLanguage } from './LoginLanguage';
import { hasToken, isExpired, setAreaId } from './token';

/**
 * /login and the 16 /login_<code> pages (spec §2): one form, branded with the area's name; the page
 * remembers its area so the guard sends this user back here after a sign-out. A user with a live token
 * goes to / (one whose token is past expiry stays: the login then uses the refresh token, spec §4).
 */
export function LoginPage({ area }: { area?: Area }) {
  const { t } = useTranslation();
  const title = area ? t('login.areaTitle', { area: area.name }) : t('login.title');

  useEffect(() => {
    setAreaId(area?.id ?? null);
  }, [area]);
  useEffect(() => {
    document.title = `${title} - ${t('platform')}`;
  }, [title, t]);

  if (hasToken() && !isExpired()) return <Navigate to="/" replace />;

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: 'linear-gradient(135deg, #1f3b73, #2d5aa8)' }}
    >
      <FeedbackBridge />
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary">{t('platform')}</Typography.Text>
          </div>
          <LoginLanguage />
        </Flex>
        <LoginForm areaId={area?.id} />
      </Card>
    </Flex>
  );
}
