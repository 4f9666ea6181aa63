import type { Area } from '@bo/contract';
import { ConfigProvider, Flex, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FeedbackBridge } from '../api/feedback';
import { LoginForm } from './LoginForm';
import { LoginLanguage } from './LoginLanguage';
import { ToneText } from './ToneText';
import { hasToken, isExpired, setAreaId } from './token';

/** antd Card's body padding at the small component size (a fixed value in its component tokens). */
const CARD_PADDING_SM = 12;

/**
 * /login and the 16 /login_<code> pages: one form, branded with the area's name; the page
 * remembers its area so the guard sends this user back here after a sign-out. A user with a live token
 * goes to / (one whose token is past expiry stays: the login then uses the refresh token).
 */
export function LoginPage({ area }: { area?: Area }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { componentSize } = ConfigProvider.useConfig();
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
      {/* Drawn like a bordered Card and a Title: Card brings Tabs, Dropdown and Menu into this bundle. */}
      <div
        style={{
          width: '100%',
          maxWidth: 400,
          padding: componentSize === 'small' ? CARD_PADDING_SM : token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <div>
            <h3
              style={{
                margin: 0,
                color: token.colorTextHeading,
                fontWeight: token.fontWeightStrong,
                fontSize: token.fontSizeHeading3,
                lineHeight: token.lineHeightHeading3,
              }}
            >
              {title}
            </h3>
            <ToneText tone="secondary">{t('platform')}</ToneText>
          </div>
          <LoginLanguage />
        </Flex>
        <LoginForm areaId={area?.id} />
      </div>
    </Flex>
  );
}
