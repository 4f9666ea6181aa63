import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatDateTime } from '@bo/contract';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullscreenToggle } from '../../../layout/navbar/FullscreenToggle';
import { SCREEN } from './screenTheme';

/** The time, ticking every second (its own component, so the charts do not redraw with it). */
function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={now.toISOString()} style={{ fontSize: 28, color: SCREEN.title, letterSpacing: 1 }}>
      {formatDateTime(now)}
    </time>
  );
}

/**
 * The platform's name in the middle; the way back on the left; the clock, when the figures were made,
 * a failed refresh, and the browser's full screen on the right.
 */
export function TitleBar({ generatedAt, stale }: { generatedAt: string | undefined; stale: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header
      style={{
        height: 88,
        flex: 'none',
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        alignItems: 'center',
        borderBottom: SCREEN.border,
        background: 'linear-gradient(180deg, rgba(64, 158, 255, 0.18), transparent)',
        margin: '0 -24px',
        padding: '0 24px',
      }}
    >
      <div>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/dashboard')}>
          {t('pages.largeScreen.back')}
        </Button>
      </div>
      <div style={{ textAlign: 'center' }}>
        <Typography.Title
          level={1}
          style={{ color: SCREEN.title, margin: 0, fontSize: 38, letterSpacing: 6 }}
        >
          {t('platform')}
        </Typography.Title>
        <div style={{ color: SCREEN.accent, fontSize: 16, letterSpacing: 4 }}>{t('route.largeScreen')}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 20 }}>
        <div style={{ textAlign: 'right', lineHeight: 1.3 }}>
          <Clock />
          <div style={{ color: SCREEN.muted, fontSize: 14 }}>
            {generatedAt ? t('pages.largeScreen.updatedAt', { time: formatDateTime(generatedAt) }) : null}
            {stale ? (
              <span style={{ color: SCREEN.alert, marginLeft: 12 }}>
                {t('pages.largeScreen.refreshFailed')}
              </span>
            ) : null}
          </div>
        </div>
        <FullscreenToggle />
      </div>
    </header>
  );
}
