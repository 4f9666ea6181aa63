import { Alert, ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLargeScreen } from '../../../api/largeScreen';
import { usePageTitle } from '../../../app/useRouteTitle';
import { useThemeConfig } from '../../../app/useThemeConfig';
import { AreaBar } from './charts/AreaBar';
import { ClassBar } from './charts/ClassBar';
import { MonthlyChart } from './charts/MonthlyChart';
import { SharingGauge } from './charts/SharingGauge';
import { StatusPie } from './charts/StatusPie';
import { TrendChart } from './charts/TrendChart';
import { ScreenFrame } from './ScreenFrame';
import { TitleBar } from './TitleBar';
import { Totals } from './Totals';

/**
 * Full-screen data wall (/dashboard/largeScreen), outside the admin shell: totals,
 * assets by status, class and area, intake and allocation, the sharing rate, and orders and sales.
 * New figures arrive every minute without reloading; the old ones stay on screen meanwhile.
 */
export function LargeScreenPage() {
  const { t } = useTranslation();
  usePageTitle('largeScreen');
  const { data, isError, isRefetchError } = useLargeScreen();
  // The app's own dark theme, whole: merged into a light one, its greys and tints would stay light-mode.
  const dark = useThemeConfig(true);
  const screenTheme = useMemo(() => ({ ...dark, inherit: false }), [dark]);
  return (
    <ConfigProvider theme={screenTheme}>
      <ScreenFrame>
        <TitleBar generatedAt={data?.generated_at} stale={isRefetchError} />
        {isError && !data ? <Alert type="error" showIcon title={t('pages.largeScreen.loadFailed')} /> : null}
        <Totals totals={data?.totals} />
        <main
          style={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: '1fr 1.1fr 1fr',
            gridTemplateRows: '1fr 1fr',
            gap: 16,
          }}
        >
          <StatusPie rows={data?.assets_by_status} />
          <SharingGauge sharing={data?.sharing} />
          <AreaBar areas={data?.assets_by_area} />
          <ClassBar rows={data?.assets_by_class} />
          <MonthlyChart months={data?.monthly} />
          <TrendChart points={data?.trend} />
        </main>
      </ScreenFrame>
    </ConfigProvider>
  );
}
