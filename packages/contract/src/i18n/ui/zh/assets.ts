/** Web UI texts of the asset pages (zh). */
export const assets = {
  place: {
    fields: {
      name: '名称',
      code: '编码',
      pid: '上级地点',
      level: '层级',
      capacity: '容量',
      remark: '备注',
      sort: '排序',
    },
    levels: { '1': '仓库', '2': '库区', '3': '货架' },
    addChild: { '1': '添加库区', '2': '添加货架' },
    top: '无（作为仓库）',
    createTitle: '新增存放地点',
    editTitle: '编辑存放地点',
    codeHint: '字母、数字和短横线，打印在标签上，全局唯一',
    capacityHint: '可存放的资产数量，0 表示不限',
  },
};
