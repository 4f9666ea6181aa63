import { lazyPage, type PageMap } from './types';

const statistics = () => import('../../pages/statistics/pages');

/** The statistics pages (one chunk; each draws its chart with ECharts). */
export const statisticPages: PageMap = {
  StatisticsVisitList: lazyPage(statistics, (m) => m.StatisticsVisitList),
  StatisticsPayList: lazyPage(statistics, (m) => m.StatisticsPayList),
  StatisticsAgeAndSexList: lazyPage(statistics, (m) => m.StatisticsAgeAndSexList),
  StatisticsMembersList: lazyPage(statistics, (m) => m.StatisticsMembersList),
  StatisticsRegionsList: lazyPage(statistics, (m) => m.StatisticsRegionsList),
  StatisticsAssetsList: lazyPage(statistics, (m) => m.StatisticsAssetsList),
};
