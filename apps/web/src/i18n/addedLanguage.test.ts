import { uiCatalogs } from '@bo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../api/test-support';
import { i18n, loadCatalogs } from './index';

describe('an added language (its catalog from GET language/catalog/{code})', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows its texts, and English for a key its catalog lacks; <html lang> is its code', async () => {
    const calls = mockApi({
      'GET language/catalog/ja': ok({
        route: { System: 'システム' },
        resources: { common: { save: '保存' } },
      }),
    });
    await i18n.changeLanguage('ja');
    await loadCatalogs(['ja']);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET language/catalog/ja']);
    expect(i18n.t('route.System')).toBe('システム');
    expect(i18n.t('resources.common.save')).toBe('保存');
    expect(i18n.t('resources.common.cancel')).toBe(uiCatalogs.en.resources.common.cancel);
    expect(document.documentElement.lang).toBe('ja');
  });

  it('is shown in English when its catalog cannot be had (removed or disabled since it was chosen)', async () => {
    mockApi({});
    await i18n.changeLanguage('ko');
    await loadCatalogs(['ko']);
    expect(i18n.language).toBe('en');
    expect(i18n.t('route.System')).toBe('System');
  });
});
