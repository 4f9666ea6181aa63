import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Full-screen toggle (Fullscreen API); browsers without it get a warning. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      void message.warning(t('layout.fullscreen.unsupported'));
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      void message.warning(t('layout.fullscreen.unsupported'));
    }
  };

  const label = active ? t('layout.fullscreen.exit') : t('layout.fullscreen.enter');
  return (
    <Button
      type="text"
      aria-label={label}
      title={label}
      icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={() => void toggle()}
    />
  );
}
