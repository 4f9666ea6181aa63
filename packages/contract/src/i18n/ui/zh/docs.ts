/** Web UI texts of the developer and API documents (DevelopDocumentDetail, ApiDocumentDetail), zh. */
export const docs = {
  documents: '文档',
  empty: '没有可显示的文档',
  loadError: '文档加载失败',
  api: {
    search: '搜索路径、说明或权限',
    operations: '共 {{count}} 个接口',
    noMatch: '没有匹配的接口',
    parameters: '参数',
    body: '请求体',
    responses: '响应',
    permission: '权限',
    public: '公开',
    authenticated: '登录即可',
    none: '未声明（拒绝所有人）',
    noSchema: '无结构说明',
    required: '必填',
    in: '位置',
    download: '下载 JSON',
    server: '接口根地址',
  },
};
