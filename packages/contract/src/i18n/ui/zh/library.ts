/** Web UI texts of the media library and its picker (zh). */
export const library = {
  fields: {
    preview: '预览',
    name: '文件名',
    type: '类型',
    size: '大小',
    uploader: '上传者',
    created_at: '上传时间',
    used_by: '使用位置',
    keyword: '关键词',
  },
  types: { image: '图片', video: '视频', document: '文档' },
  unused: '未使用',
  empty: '媒体库中还没有文件',
  confirmDelete: '删除后文件将无法恢复，确定删除吗？',
  choose: '从媒体库选择',
  pickerTitle: '从媒体库选择',
  pick: '使用所选',
  pickCount: '使用所选（{{count}}）',
  searchPlaceholder: '搜索文件名',
  allTypes: '全部类型',
};
