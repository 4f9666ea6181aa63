import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../i18n/uiLocale';
import { useSettings } from '../stores/settings';
import { createQueryClient } from './queryClient';
import { useReducedMotion } from './reducedMotion';
import { buildTheme, COMPONENT_SIZE } from './themeConfig';

/**
 * Query client, antd locale/size/theme following the settings, the language and the system's motion
 * setting, antd App for message/modal.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const { size, themeColor } = useSettings();
  const locale = useUiLocale(i18n.language);
  dayjs.locale(locale.dayjs);
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(
    () => buildTheme(size, themeColor, reducedMotion),
    [size, themeColor, reducedMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale.antd} componentSize={COMPONENT_SIZE[size]} theme={themeConfig}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
