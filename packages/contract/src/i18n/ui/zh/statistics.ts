/** Web UI texts of the statistics pages (zh). */
export const statistics = {
  range: '统计范围',
  date: '日期',
  export: '导出 CSV',
  fileName: '{{kind}}统计-{{start}}-{{end}}.csv',
  empty: '所选范围内没有数据',
  kinds: { visit: '访问', pay: '支付' },
  series: {
    pv: '浏览量（PV）',
    uv: '访客数（UV）',
    source: '来源：{{name}}',
    placed: '下单数',
    paid: '支付订单数',
    paid_amount: '支付金额（元）',
    refunds: '退款笔数',
    refund_amount: '退款金额（元）',
  },
};
