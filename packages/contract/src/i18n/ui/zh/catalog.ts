/** Web UI texts of the shop catalogue pages (zh). Keys must equal those of ../en/catalog.ts. */
export const catalog = {
  specification: {
    createTitle: '新增规格',
    editTitle: '编辑规格',
    valuesHelp: '每行一个值',
    more: '+{{count}}',
    types: { 0: '文本', 1: '单选', 2: '多选' },
    locations: { 0: '参数页', 1: '详情页', 2: '参数页和详情页' },
    fields: {
      id: 'ID',
      name: '名称',
      label: '标签',
      group_id: '规格组',
      type: '类型',
      location: '显示位置',
      values: '规格值',
      is_search: '可搜索',
      sort: '排序',
      keyword: '名称或标签',
    },
  },
};
