import { StatisticPage } from './StatisticPage';

export const StatisticsVisitList = () => <StatisticPage kind="visit" />;
export const StatisticsPayList = () => <StatisticPage kind="pay" />;
export const StatisticsAgeAndSexList = () => <StatisticPage kind="age_and_sex" />;
export const StatisticsMembersList = () => <StatisticPage kind="members" />;
export const StatisticsRegionsList = () => <StatisticPage kind="regions" />;
export const StatisticsAssetsList = () => <StatisticPage kind="assets" />;
