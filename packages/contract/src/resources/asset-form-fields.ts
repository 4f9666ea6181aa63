import { LEASE_CYCLES, type LeaseCycle } from '../schemas/assets/lease-cycles.js';
import type { Texts } from './field-kinds.js';
import { defineFields } from './field-set.js';

const CYCLE_NAMES: Record<LeaseCycle, Texts> = {
  month: { zh: '按月', en: 'Monthly' },
  quarter: { zh: '按季', en: 'Quarterly' },
  year: { zh: '按年', en: 'Yearly' },
  once: { zh: '一次性', en: 'Once' },
};

/**
 * The plain header fields of an asset form (`POST <kind>`): the reason every form gives and a lease's
 * lessee, contract, rent and cycle. The units, places, dates, lines, payments and approvals are the
 * forms' own parts (`schemas/assets/form.ts`).
 */
export const assetFormFields = defineFields({
  texts: 'assetForms',
  fields: {
    reason: { kind: 'textarea', max: 500, required: true, label: { zh: '事由', en: 'Reason' } },
    lessee: { kind: 'text', max: 128, required: true, label: { zh: '承租方', en: 'Lessee' } },
    contract_no: { kind: 'text', max: 64, required: true, label: { zh: '合同编号', en: 'Contract number' } },
    /** Each installment's rent; more than nothing (the form's schema says so). */
    rent: { kind: 'money', label: { zh: '每期租金（元）', en: 'Rent per cycle (yuan)' } },
    cycle: {
      kind: 'choice',
      default: 'month',
      label: { zh: '收租周期', en: 'Payment cycle' },
      options: LEASE_CYCLES.map((value) => ({ value, label: CYCLE_NAMES[value] })),
    },
  },
});
