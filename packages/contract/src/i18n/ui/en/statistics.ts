import type { CatalogShape } from '../../shape.js';
import type { statistics as zh } from '../zh/statistics.js';

/** Web UI texts of the statistics pages (en). */
export const statistics: CatalogShape<typeof zh> = {
  range: 'Range',
  date: 'Date',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export Excel',
  fileName: '{{kind}}-statistics-{{start}}-{{end}}',
  empty: 'No data in the chosen range',
  total: 'Total',
  sexes: 'Sex',
  ages: 'Age groups',
  kinds: { visit: 'visit', pay: 'payment', age_and_sex: 'member-age-and-sex' },
  series: {
    pv: 'Page views (PV)',
    uv: 'Visitors (UV)',
    source: 'Source: {{name}}',
    placed: 'Orders placed',
    paid: 'Orders paid',
    paid_amount: 'Paid (yuan)',
    refunds: 'Refunds',
    refund_amount: 'Refunded (yuan)',
    male: 'Male',
    female: 'Female',
    unknown: 'Sex unknown',
    age_0_17: 'Aged 0-17',
    age_18_24: 'Aged 18-24',
    age_25_34: 'Aged 25-34',
    age_35_44: 'Aged 35-44',
    age_45_54: 'Aged 45-54',
    age_55_64: 'Aged 55-64',
    age_65_plus: 'Aged 65 and over',
    age_unknown: 'Age unknown',
  },
};
