import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { type SchemaLike, schemaErrors } from './schemaErrors';

const schema: SchemaLike = {
  safeParse: () => ({
    success: false,
    error: {
      issues: [
        { path: ['name'], message: 'validation.required' },
        { path: ['name'], message: 'validation.max', maximum: 32 },
        { path: ['code'], message: 'validation.max', maximum: 16 },
        { path: ['sort'], message: 'Plain text from elsewhere' },
      ],
    },
  }),
};

describe('schemaErrors', () => {
  it('translates catalog-key messages with the field label and bound, first message per field', async () => {
    await i18n.changeLanguage('en');
    const errors = schemaErrors(schema, {}, i18n.t, 'resources.language.fields', (k) => i18n.exists(k));
    expect(errors).toEqual({
      name: 'Please enter Name',
      code: 'Code cannot exceed 16',
      sort: 'Plain text from elsewhere',
    });
    await i18n.changeLanguage('zh');
    const zh = schemaErrors(schema, {}, i18n.t, 'resources.language.fields', (k) => i18n.exists(k));
    expect(zh.code).toContain('编码');
    await i18n.changeLanguage('en');
  });
});
