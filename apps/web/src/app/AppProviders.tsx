import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../i18n/uiLocale';
import { useSettings } from '../stores/settings';
import { useDarkMode } from './colorMode';
import { DocumentColors } from './DocumentColors';
import { createQueryClient } from './queryClient';
import { COMPONENT_SIZE } from './themeConfig';
import { useThemeConfig } from './useThemeConfig';

/**
 * Query client, antd locale/size/theme following the settings, the language and the system's motion and
 * colour settings, antd App for message/modal.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const { size } = useSettings();
  const locale = useUiLocale(i18n.language);
  dayjs.locale(locale.dayjs);
  const dark = useDarkMode();
  const themeConfig = useThemeConfig(dark);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale.antd} componentSize={COMPONENT_SIZE[size]} theme={themeConfig}>
        <DocumentColors dark={dark} />
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
