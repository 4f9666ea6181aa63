import { describe, expect, it } from 'vitest';
import { translate } from './translate.js';

describe('translate with a count', () => {
  it('picks the singular or plural form by the language, as i18next does on the web', () => {
    expect(translate('en', 'member.hasOrders', { count: 1 })).toBe(
      'This member has 1 order, so it cannot be deleted: disable it instead',
    );
    expect(translate('en', 'member.hasOrders', { count: 2 })).toBe(
      'This member has 2 orders, so it cannot be deleted: disable it instead',
    );
    expect(translate('en', 'errors.tooManyRequests', { count: 1 })).toBe(
      'Too many requests, please try again in 1 second',
    );
    expect(translate('zh', 'member.hasOrders', { count: 1 })).toBe(
      '该会员有 1 个订单，不能删除，可以将其禁用',
    );
  });

  it('uses the plural form for a message stored without its count', () => {
    expect(translate('en', 'assetImport.imported', {})).toBe('{{count}} assets imported');
  });
});
