import type { CatalogShape } from '../../shape.js';
import type { statistics as zh } from '../zh/statistics.js';

/** Web UI texts of the statistics pages (en). */
export const statistics: CatalogShape<typeof zh> = {
  range: 'Range',
  date: 'Date',
  export: 'Export CSV',
  fileName: '{{kind}}-statistics-{{start}}-{{end}}.csv',
  empty: 'No data in the chosen range',
  kinds: { visit: 'visit', pay: 'payment' },
  series: {
    pv: 'Page views (PV)',
    uv: 'Visitors (UV)',
    source: 'Source: {{name}}',
    placed: 'Orders placed',
    paid: 'Orders paid',
    paid_amount: 'Paid (yuan)',
    refunds: 'Refunds',
    refund_amount: 'Refunded (yuan)',
  },
};
