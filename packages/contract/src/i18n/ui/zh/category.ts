/** Web UI texts of the shop category page (zh). Keys must equal those of ../en/category.ts. */
export const category = {
  createTitle: '新增分类',
  editTitle: '编辑分类',
  addChild: '新增下级',
  top: '顶级分类',
  dragMode: '拖动排序',
  dragHelp: '拖动分类可调整顺序或移到其他分类下，松开即保存。',
  doneDragging: '完成',
  searchPlaceholder: '搜索分类名称',
  fields: {
    id: 'ID',
    name: '名称',
    pid: '上级分类',
    icon: '图标',
    sort: '排序',
    visible: '显示',
    recommend: '首页推荐',
    goods_count: '商品数',
    specification_ids: '关联规格',
    brand_ids: '关联品牌',
  },
};
