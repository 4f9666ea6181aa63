import { translate } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { sectionLabels } from '../src/http/field-labels.js';
import { useTestApp } from './app-fixture.js';
import { call } from './helpers.js';

describe('validation messages name a field as its page does', () => {
  const t = useTestApp();

  it.each([
    ['an asset form', 'assetsJoin', { lines: [], reason: 'x'.repeat(501) }, 'reason', 'assetForms'],
    ['a goods', 'good', { name: 'x'.repeat(300) }, 'name', 'goodForm'],
    ['a freight template', 'freight', { name: 'x'.repeat(300) }, 'name', 'sales.freight'],
  ])('%s names the field as its form does', async (_what, path, body, field, section) => {
    for (const lang of ['zh', 'en'] as const) {
      const refused = await call(t.app, 'POST', path, { token: t.token, lang, body });
      expect(refused.json().status).toBe(42200);
      const message = (refused.json().errors as Record<string, string[]>)[field]?.[0];
      expect(message).toContain(sectionLabels(section)[lang][field]);
    }
    // In Chinese the shared label of the same name is another one ("原因", "名称"), which it no longer says.
    const zh = await call(t.app, 'POST', path, { token: t.token, lang: 'zh', body });
    expect(sectionLabels(section).zh[field]).not.toBe(translate('zh', `fields.${field}`));
    expect((zh.json().errors as Record<string, string[]>)[field]?.[0]).not.toMatch(
      new RegExp(`^${translate('zh', `fields.${field}`)}`),
    );
  });

  it('refuses a section the catalogs lack, so a typo fails the start', () => {
    expect(() => sectionLabels('no.such.section')).toThrow(/no no\.such\.section\.fields/);
  });
});
