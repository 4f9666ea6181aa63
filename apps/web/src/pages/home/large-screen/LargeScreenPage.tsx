import { FullscreenExitOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../app/useRouteTitle';

/** Full-screen data wall (spec §2 /dashboard/largeScreen): a labelled placeholder until its data exists. */
export function LargeScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle('largeScreen');
  return (
    <div
      style={{
        minHeight: '100vh',
        background: 'radial-gradient(circle at 50% 30%, #0b2a5b, #020b1c)',
        color: '#cfe3ff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: 24,
        textAlign: 'center',
      }}
    >
      <Typography.Title style={{ color: '#e6f0ff', margin: 0 }}>{t('platform')}</Typography.Title>
      <Typography.Title level={3} style={{ color: '#8fb8ff', margin: 0 }}>
        {t('route.largeScreen')}
      </Typography.Title>
      <Typography.Paragraph style={{ color: '#cfe3ff', maxWidth: 560 }}>
        {t('pages.largeScreen.placeholder')}
      </Typography.Paragraph>
      <Button icon={<FullscreenExitOutlined />} onClick={() => navigate('/dashboard')}>
        {t('pages.largeScreen.back')}
      </Button>
    </div>
  );
}
