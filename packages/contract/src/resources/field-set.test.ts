import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uiCatalogs } from '../i18n/ui/index.js';
import { adminInputSchema } from '../schemas/admin.js';
import { formInputSchemas } from '../schemas/assets/form.js';
import { fieldLimits } from '../schemas/limits.js';
import { memberInputSchema } from '../schemas/sales/member.js';
import {
  ORDER_SORTABLE,
  orderFilterSchema,
  orderRefundSchema,
  orderShipmentSchema,
} from '../schemas/sales/order.js';
import { adminFields } from './admin-fields.js';
import type { Fields } from './define.js';
import { defineFields, withFieldSetTexts } from './field-set.js';
import { goodFields } from './good-fields.js';
import { memberFields } from './member-fields.js';
import { orderFields } from './order-fields.js';

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

/** A list's fields: a text searched for, a choice picked, a time's range, and a column the page draws. */
const parcels = defineFields({
  texts: 'parcelSample',
  fields: {
    code: { kind: 'text', max: 12, label: { zh: '单号', en: 'Code' } },
    kind: {
      kind: 'choice',
      default: 1,
      label: { zh: '类型', en: 'Kind' },
      options: [
        { value: 1, label: { zh: '小件', en: 'Small' } },
        { value: 2, label: { zh: '大件', en: 'Large' } },
      ],
    },
    sent_at: { kind: 'datetime', label: { zh: '寄出时间', en: 'Sent' } },
    fee: {
      kind: 'money',
      sortable: true,
      label: { zh: '运费', en: 'Fee' },
      formLabel: { zh: '运费（元）', en: 'Fee (yuan)' },
    },
  },
  labels: { route: { zh: '路线', en: 'Route' } },
  filters: ['code', 'kind', 'sent_at'],
  columns: ['code', 'route', 'fee'],
});

describe('a field set with a list', () => {
  it("derives the list's query from its filters: a text as typed, a choice's value, a time's range", () => {
    expect(Object.keys(parcels.query)).toEqual(['code', 'kind', 'from', 'to']);
    const query = z.object(parcels.query);
    expect(query.parse({ code: ' A1 ', kind: '2', from: '2026-01-01T00:00:00Z' })).toEqual({
      code: 'A1',
      kind: 2,
      from: '2026-01-01T00:00:00Z',
    });
    expect(query.parse({ code: '' })).toEqual({});
    expect(issues(query.safeParse({ code: 'x'.repeat(13), kind: '3', to: 'today' }))).toEqual({
      code: 'Too big: expected string to have <=12 characters',
      kind: 'validation.type',
      to: 'validation.format',
    });
  });

  it('gives its labels and form labels with the fields, and keeps its columns in order', () => {
    expect(parcels.columns).toEqual(['code', 'route', 'fee']);
    expect(parcels.catalog('en')).toMatchObject({
      fields: { code: 'Code', fee: 'Fee', route: 'Route' },
      formLabels: { fee: 'Fee (yuan)' },
    });
    expect(withFieldSetTexts({}, [parcels], 'zh')).toMatchObject({
      parcelSample: { fields: { route: '路线', fee: '运费' }, formLabels: { fee: '运费（元）' } },
    });
  });

  it('refuses filters and columns of nothing declared, a filter no form offers, and two time ranges', () => {
    const label = { zh: '字', en: 'Word' };
    const text = { kind: 'text', max: 4, label } as const;
    expect(() => defineFields({ texts: 's', fields: { a: text }, filters: ['b' as 'a'] })).toThrow(
      /s: no field b to filter by/,
    );
    expect(() => defineFields({ texts: 's', fields: { a: text }, columns: ['b'] })).toThrow(
      /s: no field or label b for a column/,
    );
    expect(() => defineFields({ texts: 's', fields: { a: text }, labels: { a: label } })).toThrow(
      /s: a is a field, its label is declared with it/,
    );
    expect(() =>
      defineFields({ texts: 's', fields: { a: { kind: 'image', label } }, filters: ['a'] }),
    ).toThrow(/s: a is no field to filter the list by/);
    const time = { kind: 'datetime', label } as const;
    expect(() => defineFields({ texts: 's', fields: { a: time, b: time }, filters: ['a', 'b'] })).toThrow(
      /one time range among the filters at most/,
    );
  });
});

describe('the orders fields', () => {
  it("are the labels of the orders' list and dialogs in both catalogs, beside the page's own", () => {
    expect(uiCatalogs.zh.orders.fields).toMatchObject({
      keyword: '订单号/运单号/收货人/手机',
      identification: '订单号',
      odd: '运单号',
      refund_money: '退款金额',
      address: '收货地址',
    });
    expect(uiCatalogs.en.orders).toMatchObject({
      fields: { goods: 'Goods', dhl_id: 'Logistics company', refund_reason: 'Refund reason' },
      options: { refund_way: { 0: 'To the balance', 1: 'Original payment route' } },
      formLabels: { refund_money: 'Refund amount (yuan)' },
    });
  });

  it("make the list's query of its filters and the one member's, sorted only where the API sorts", () => {
    expect(Object.keys(orderFilterSchema.shape).sort()).toEqual(
      [...Object.keys(orderFields.query), 'member_id'].sort(),
    );
    expect(Object.keys(orderFields.query)).toEqual(['keyword', 'goods_name', 'from', 'to']);
    const fields: Fields = orderFields.fields;
    const sortable = orderFields.fieldNames.filter((name) => fields[name]?.sortable);
    expect(sortable).toEqual(['created_at', 'total']);
    expect(ORDER_SORTABLE).toEqual(expect.arrayContaining(sortable));
  });

  it('keep the limits and messages of the ship and refund bodies', () => {
    expect(fieldLimits(orderShipmentSchema).odd).toMatchObject({ min: 1, max: 40 });
    expect(fieldLimits(orderRefundSchema).refund_reason).toMatchObject({ min: 1, max: 200 });
    expect(issues(orderShipmentSchema.safeParse({ id: 1, dhl_id: 0, odd: 'SF 1' }))).toEqual({
      dhl_id: 'validation.format',
      odd: 'validation.format',
    });
    expect(issues(orderRefundSchema.safeParse({ refund_money: 0, refund_reason: ' ' }))).toEqual({
      refund_money: 'order.refundPositive',
      refund_way: 'validation.format',
      refund_reason: 'validation.required',
    });
    expect(
      issues(orderRefundSchema.safeParse({ refund_money: 1.5, refund_way: '0', refund_reason: 1 })),
    ).toEqual({
      refund_money: 'validation.price',
      refund_way: 'validation.format',
      refund_reason: 'validation.type',
    });
  });
});

describe('the member fields', () => {
  it('are the labels and option names of the member pages in both catalogs', () => {
    expect(uiCatalogs.zh.members).toMatchObject({
      fields: { account: '账号', phone: '手机号', state: '状态', balance: '余额' },
      options: { gender: { 0: '未知', 2: '女' }, state: { 0: '禁用', 1: '正常' } },
    });
    expect(uiCatalogs.en.members).toMatchObject({
      options: { gender: { 1: 'Man' }, state: { 1: 'Normal' } },
    });
  });

  it("give the member body its limits and messages, with the body's own formats beside them", () => {
    expect(fieldLimits(memberInputSchema)).toMatchObject({
      account: { min: 1, max: memberFields.fields.account.max },
      nickname: { max: memberFields.fields.nickname.max },
      phone: { max: memberFields.fields.phone.max },
    });
    expect(
      issues(memberInputSchema.safeParse({ account: 'a b', gender: '1', state: 2, phone: '123' })),
    ).toEqual({
      account: 'validation.format',
      gender: 'validation.format',
      phone: 'info.phoneFormat',
      state: 'validation.format',
    });
    expect(memberInputSchema.parse({ account: ' amy ' })).toMatchObject({
      account: 'amy',
      gender: 0,
      state: 1,
    });
  });
});

describe('the administrator fields', () => {
  it('join a nested section of the catalogs beside its own texts', () => {
    expect(uiCatalogs.zh.resources.admin).toMatchObject({
      fields: { account: '账号', data_scope: '数据范围', role_ids: '角色', introduction: '简介' },
      options: { data_scope: { own: '仅本人' }, state: { 0: '禁用' } },
    });
    expect(uiCatalogs.en.resources.admin).toMatchObject({ options: { data_scope: { area: 'Own area' } } });
  });

  it('give the admin body its limits and messages', () => {
    expect(fieldLimits(adminInputSchema)).toMatchObject({
      account: { min: 1, max: adminFields.fields.account.max },
      introduction: { max: adminFields.fields.introduction.max },
    });
    const refused = adminInputSchema.safeParse({
      account: 'a b',
      role_ids: [1],
      data_scope: 'world',
      state: '1',
    });
    expect(issues(refused)).toEqual({
      account: 'validation.format',
      data_scope: 'validation.format',
      state: 'validation.type',
    });
    expect(adminInputSchema.parse({ account: 'ann', role_ids: [1] })).toMatchObject({
      data_scope: 'all',
      state: 1,
    });
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
