/** Web UI texts of the shop category page (zh). Keys must equal those of ../en/category.ts. */
export const category = {
  dragMode: '拖动排序',
  dragHelp: '拖动分类可调整顺序或移到其他分类下，松开即保存。',
  doneDragging: '完成',
  searchPlaceholder: '搜索分类名称',
};
