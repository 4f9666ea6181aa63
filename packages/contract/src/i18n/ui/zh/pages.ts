/** Web UI texts, section "pages" (zh). Keys must equal those of ../en/pages.ts. */
export const pages = {
  loading: '加载中…',
  unavailable: {
    title: '该页面暂未开放',
    description: '页面“{{name}}”在当前版本中尚不可用，请稍后再试。',
    home: '返回首页',
  },
  viewError: {
    title: '页面出错了',
    retry: '重试',
    reload: '重新加载',
  },
  notFound: {
    title: '非法访问',
    description: '您访问的页面不存在，请检查网址是否正确，或点击下方按钮返回首页。',
    home: '返回首页',
    report: '报告错误',
    reportMessage: '页面不存在',
    reported: '已记录到错误日志，感谢反馈',
  },
  unauthorized: {
    text: '你没有权限去该页面',
    back: '返回',
    home: '回首页',
  },
  dashboard: {
    dailyUsers: '今日用户',
    dailyOrders: '今日订单',
    dailyRevenue: '今日收入',
    dailyExpenses: '今日支出',
    pendingShipments: '待发货订单',
    lowStock: '库存不足商品',
    topVisits: '访问量排行',
    topFavourites: '收藏排行',
    topSales: '销量排行',
    notAvailable: '暂无数据',
    updateTitle: '发现新版本 {{version}}',
    updateNow: '立即更新',
    notices: '通知公告',
    noNotices: '暂无公告',
  },
  largeScreen: {
    placeholder: '数据大屏正在建设中，统计数据接入后将在此全屏展示。',
    back: '返回控制台',
  },
  contentInfo: {
    author: '作者：{{author}}',
    publishedAt: '发布时间：{{time}}',
    notFound: '该内容不存在或尚未发布',
    title: '内容详情 #{{id}}',
    empty: '暂无内容',
  },
} as const;
