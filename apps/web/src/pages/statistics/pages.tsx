import { StatisticPage } from './StatisticPage';

export const StatisticsVisitList = () => <StatisticPage kind="visit" />;
export const StatisticsPayList = () => <StatisticPage kind="pay" />;
