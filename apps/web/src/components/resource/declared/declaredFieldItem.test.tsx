import { defineFields } from '@bo/contract';
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { DeclaredFieldItem } from './declaredFieldItem';

const post = defineFields({
  texts: 'post',
  fields: {
    body: { kind: 'richText', max: 1000, required: true, label: { zh: '正文', en: 'Body' } },
  },
});
const t = ((key: string) => key) as unknown as TFunction;

describe('a declared rich-text field', () => {
  it('shows the editor the page gives it', () => {
    render(
      <Form>
        <DeclaredFieldItem source={post} name="body" t={t} control={<textarea aria-label="editor" />} />
      </Form>,
    );
    expect(screen.getByLabelText('editor')).toBeTruthy();
  });

  it('refuses to be left out quietly when the page gives no editor', () => {
    expect(() => render(<DeclaredFieldItem source={post} name="body" t={t} />)).toThrow(
      "body: a rich-text field needs the page's editor as its control",
    );
  });
});
