import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uiCatalogs } from '../i18n/ui/index.js';
import { formInputSchemas } from '../schemas/assets/form.js';
import { fieldLimits } from '../schemas/limits.js';
import { defineFields, withFieldSetTexts } from './field-set.js';
import { goodFields } from './good-fields.js';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** A delivery dialog's fields: a required number, a carrier to pick, a fee, a switch. */
const shipping = defineFields({
  texts: 'shippingSample',
  fields: {
    tracking_no: { kind: 'text', max: 8, required: true, label: { zh: '运单号', en: 'Tracking number' } },
    carrier: {
      kind: 'choice',
      default: 1,
      widget: 'radio',
      messages: { type: 'validation.format' },
      label: { zh: '承运方', en: 'Carrier' },
      options: [
        { value: 1, label: { zh: '快递', en: 'Courier' } },
        { value: 2, label: { zh: '自提', en: 'Pick-up' } },
      ],
    },
    fee: { kind: 'money', label: { zh: '运费', en: 'Fee' } },
    count: { kind: 'integer', min: 1, max: 9, label: { zh: '件数', en: 'Parcels' } },
    insured: {
      kind: 'switch',
      label: { zh: '保价', en: 'Insured' },
      states: { on: { zh: '是', en: 'Yes' }, off: { zh: '否', en: 'No' } },
    },
    note: {
      kind: 'textarea',
      max: 20,
      hint: { zh: '给买家看', en: 'Shown to the buyer' },
      label: { zh: '备注', en: 'Note' },
    },
  },
});

describe('defineFields', () => {
  it('derives each field body schema from its kind: limits, defaults and message keys', () => {
    const body = z.object(shipping.shape);
    expect(body.parse({ tracking_no: ' SF1 ' })).toEqual({
      tracking_no: 'SF1',
      carrier: 1,
      fee: 0,
      count: 1,
      insured: 0,
      note: '',
    });
    expect(
      issues(
        body.safeParse({
          tracking_no: '',
          carrier: 'x',
          fee: 1.5,
          count: 10,
          insured: 2,
          note: 'x'.repeat(21),
        }),
      ),
    ).toEqual({
      tracking_no: 'validation.required',
      carrier: 'validation.format',
      fee: 'validation.price',
      count: 'validation.max',
      insured: 'validation.format',
      note: 'validation.max',
    });
    expect(issues(body.safeParse({ tracking_no: 'A', carrier: 3 }))).toEqual({
      carrier: 'validation.format',
    });
    expect(fieldLimits(body)).toMatchObject({ tracking_no: { min: 1, max: 8 }, count: { min: 1, max: 9 } });
  });

  it('keeps the field names in declared order', () => {
    expect(shipping.fieldNames).toEqual(['tracking_no', 'carrier', 'fee', 'count', 'insured', 'note']);
  });

  it('gives a field without its default where a part must state it, and choice filters', () => {
    const fee = shipping.required('fee');
    expect(issues(fee.safeParse(undefined))).toEqual({ '': 'validation.required' });
    expect(fee.parse(250)).toBe(250);
    expect(issues(shipping.required('carrier').safeParse(undefined))).toEqual({ '': 'validation.format' });
    expect(shipping.filter('carrier').parse('2')).toBe(2);
    expect(shipping.filter('insured').parse(undefined)).toBeUndefined();
    expect(() => shipping.filter('note')).toThrow(/note is no choice or switch/);
  });

  it('gives its texts by language: labels, options and switch states, hints', () => {
    expect(shipping.catalog('en')).toEqual({
      fields: {
        tracking_no: 'Tracking number',
        carrier: 'Carrier',
        fee: 'Fee',
        count: 'Parcels',
        insured: 'Insured',
        note: 'Note',
      },
      options: { carrier: { 1: 'Courier', 2: 'Pick-up' }, insured: { 0: 'No', 1: 'Yes' } },
      hints: { note: 'Shown to the buyer' },
    });
  });

  it("joins its texts to the page's section, and refuses a label written there by hand", () => {
    const catalog = { shippingSample: { title: '发货', fields: { company: '物流公司' } } };
    const joined = withFieldSetTexts(catalog, [shipping], 'zh') as unknown as {
      shippingSample: { title: string; fields: Record<string, string>; options: object };
    };
    expect(joined.shippingSample.title).toBe('发货');
    expect(joined.shippingSample.fields).toMatchObject({ company: '物流公司', tracking_no: '运单号' });
    expect(joined.shippingSample.options).toEqual({
      carrier: { 1: '快递', 2: '自提' },
      insured: { 0: '否', 1: '是' },
    });
    expect(() =>
      withFieldSetTexts({ shippingSample: { fields: { fee: '运费' } } }, [shipping], 'zh'),
    ).toThrow(/shippingSample\.fields writes fee beside its declaration/);
    expect(() => withFieldSetTexts({ shippingSample: { options: '选项' } }, [shipping], 'zh')).toThrow(
      /is a text, not a group/,
    );
  });
});

describe('the goods fields', () => {
  it('are the labels and option names of the goods form in both catalogs', () => {
    expect(uiCatalogs.zh.goodForm.fields).toMatchObject({
      name: '商品名称',
      price: '销售价（元）',
      category: '商品分类',
    });
    expect(uiCatalogs.en.goodForm).toMatchObject({
      fields: { name: 'Goods name', is_show: 'Release mode' },
      options: { type: { 2: 'Card key / net disk' }, is_show: { 2: 'Timed shelving' } },
    });
  });

  it('keep what each SKU must state: its price and inventory, without the goods-level default', () => {
    expect(issues(goodFields.required('price').safeParse(undefined))).toEqual({ '': 'validation.required' });
    expect(issues(goodFields.required('inventory').safeParse(1.5))).toEqual({ '': 'validation.integer' });
    expect(goodFields.shape.inventory.parse(undefined)).toBe(0);
  });
});

describe('the asset form header fields', () => {
  it("name a lease's cycles in both catalogs, and a lease must state its cycle and a rent above nothing", () => {
    expect(uiCatalogs.en.assetForms).toMatchObject({
      fields: { reason: 'Reason', cycle: 'Payment cycle', place: 'Place' },
      options: { cycle: { month: 'Monthly', once: 'Once' } },
    });
    const lease = formInputSchemas.lease_grant;
    const body = {
      reason: 'r',
      lines: [{ asset_id: 1 }],
      lessee: 'l',
      contract_no: 'c',
      start_date: '2026-01-01',
      end_date: '2026-02-01',
      rent: 0,
    };
    expect(issues(lease.safeParse(body))).toEqual({ rent: 'validation.min', cycle: 'validation.format' });
  });
});
