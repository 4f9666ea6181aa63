/** Web UI texts of the sales pages (zh). Keys must equal those of ../en/sales.ts. */
export const sales = {
  dhl: {
    createTitle: '新增物流公司',
    editTitle: '编辑物流公司',
    default: '默认',
    enabled: '启用',
    disabled: '停用',
    fields: {
      id: 'ID',
      name: '名称',
      abbreviation: '简称',
      state: '状态',
      is_default: '默认',
      sort: '排序',
      keyword: '名称或简称',
    },
  },
};
