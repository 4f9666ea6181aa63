import type { CatalogShape } from '../../shape.js';
import type { pages as zh } from '../zh/pages.js';

/** Web UI texts, section "pages" (en). */
export const pages: CatalogShape<typeof zh> = {
  loading: 'Loading…',
  unavailable: {
    title: 'This page is not available yet',
    description: 'The page "{{name}}" is not available in this version yet. Please try again later.',
    home: 'Back to dashboard',
  },
  viewError: {
    title: 'Something went wrong on this page',
    retry: 'Retry',
    reload: 'Reload',
  },
  notFound: {
    title: 'Unauthorized access',
    description:
      'The page you are looking for does not exist. Check the address, or go back to the home page.',
    home: 'Return home',
    report: 'Report error',
    reportMessage: 'Page not found',
    reported: 'Recorded in the error log, thank you',
  },
  unauthorized: {
    text: "You don't have permission to go to this page",
    back: 'Back',
    home: 'Home',
  },
  dashboard: {
    dailyUsers: 'Users today',
    dailyOrders: 'Orders today',
    dailyRevenue: 'Revenue today',
    dailyExpenses: 'Expenses today',
    pendingShipments: 'Pending shipments',
    lowStock: 'Low-stock goods',
    topVisits: 'Top by visits',
    topFavourites: 'Top by favourites',
    topSales: 'Top by sales',
    yesterday: 'Yesterday {{value}}',
    week: 'Last 7 days',
    series: { users: 'Registrations', orders: 'Orders', revenue: 'Sales (yuan)' },
    lowStockList: 'Low-stock goods',
    noData: 'No data yet',
    assets: 'Assets',
    assetFigures: {
      total_value: 'Total value (yuan)',
      idle: 'Idle',
      lent: 'Lent',
      leased: 'Leased',
      overdue_returns: 'Overdue returns',
      open_tasks: 'Open tasks',
      running_verifications: 'Running verifications',
    },
    updateTitle: 'Version {{version}} is available',
    updateNow: 'Update now',
    notices: 'Notices',
    noNotices: 'No notices yet',
  },
  largeScreen: {
    placeholder:
      'The data wall is under construction: statistics will be shown here full screen once available.',
    back: 'Back to dashboard',
  },
  contentInfo: {
    author: 'By {{author}}',
    publishedAt: 'Published {{time}}',
    notFound: 'This content does not exist or is not published yet',
    title: 'Content #{{id}}',
    empty: 'No content',
  },
};
