/** Web UI texts, section "layout" (zh). Keys must equal those of ../en/layout.ts. */
export const layout = {
  toggleSidebar: '收起/展开侧边栏',
  sidebar: '侧边栏',
  fullscreen: {
    enter: '全屏',
    exit: '退出全屏',
    unsupported: '您的浏览器不支持全屏',
  },
  /** "What can X do on this page", for super administrators. */
  whoCan: {
    button: '谁能做什么',
    title: '某位管理员在本页能做什么',
    pick: '选择管理员',
    open: '打开本页',
    allowed: '可以',
    denied: '不可以',
    noEntry: '本页不受权限控制，所有登录的管理员都能打开',
  },
  size: {
    title: '布局大小',
    medium: '默认',
    small: '较小',
    mini: '迷你',
    success: '切换布局大小成功',
  },
  colorMode: {
    title: '明暗模式',
    system: '跟随系统',
    light: '浅色',
    dark: '深色',
  },
  language: {
    title: '切换语言',
    success: '切换语言成功',
  },
  theme: {
    title: '主题色',
    presets: '推荐颜色',
    success: '切换主题色成功',
  },
  errorLog: {
    title: '错误日志',
    empty: '暂无错误',
    url: '页面地址',
    time: '时间',
    detail: '堆栈与控制台输出',
    clear: '清空',
    close: '关闭',
    sources: {
      error: '脚本错误',
      unhandledrejection: '未处理的 Promise',
      react: '页面渲染错误',
      report: '用户报告',
    },
  },
  user: {
    menu: '用户菜单',
    dashboard: '首页',
    editInfo: '修改个人信息',
    logout: '退出登录',
  },
  tags: {
    label: '已打开的页面',
    refresh: '刷新',
    close: '关闭',
    closeOthers: '关闭其他',
    closeAll: '关闭所有',
    more: '更多操作',
  },
  profile: {
    noOrganization: '未设置单位',
    noDepartment: '未设置部门',
  },
  palette: {
    open: '搜索页面与操作',
    openWithKeys: '搜索页面与操作（{{keys}}）',
    title: '命令面板',
    placeholder: '输入页面或操作的名称，中英文或拼音首字母均可',
    hint: '↑ ↓ 选择，Enter 打开，Esc 关闭',
    empty: '没有匹配的页面或操作',
    sections: {
      recent: '最近访问',
      actions: '操作',
      pages: '页面',
    },
    actions: {
      newGoods: '新建商品',
      exportOrders: '导出订单',
      newAdmin: '新建管理员',
      registerAsset: '登记资产',
    },
  },
} as const;
