/** Web UI texts, section "request" (zh). Keys must equal those of ../en/request.ts. */
export const request = {
  error: '错误',
  badFormat: '服务器返回格式不正确',
  timeout: '请求超时（{{ms}} 毫秒），请稍后再试',
  network: '网络错误，无法连接服务器',
  relogin: {
    title: '确认登出',
    content: '你已被登出，可以取消继续留在该页面，或者重新登录',
    logout: '确定登出',
    login: '重新登录',
  },
  verifyFailed: '验证失败，请重新登录',
  rolesRequired: 'getInfo: 角色必须是非空数组！',
  loading: '正在加载…',
} as const;
