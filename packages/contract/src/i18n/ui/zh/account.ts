/** Web UI texts, section "account" (zh). Keys must equal those of ../en/account.ts. */
export const account = {
  title: '修改个人信息',
  completeTitle: '完善个人信息',
  completeHint: '您的账号还没有昵称，请先完善个人信息',
  cellphonePlaceholder: '11位手机号',
  oldPasswordPlaceholder: '不修改密码请留空',
  passwordPlaceholder: '英文+数字，不少于10位',
  confirmPlaceholder: '再次输入新密码',
  upload: '上传头像',
  uploadHint: '支持 png、jpeg、bmp，不超过 {{n}}M',
  uploading: '正在上传…',
  preview: '头像预览',
  save: '保存',
  cancel: '取消',
} as const;
