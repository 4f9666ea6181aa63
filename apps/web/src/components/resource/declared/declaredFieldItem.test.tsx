import { defineFields } from '@bo/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { DeclaredFieldItem } from './declaredFieldItem';

const post = defineFields({
  texts: 'post',
  fields: {
    body: { kind: 'richText', max: 1000, required: true, label: { zh: '正文', en: 'Body' } },
    fee: {
      kind: 'money',
      label: { zh: '运费', en: 'Fee' },
      formLabel: { zh: '运费（元）', en: 'Fee (yuan)' },
    },
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

describe("a declared amount in the page's own input", () => {
  it("is labelled by its form label, holds what is typed, and runs the page's checks", async () => {
    const finish = vi.fn();
    render(
      <Form onFinish={finish}>
        <DeclaredFieldItem
          source={post}
          name="fee"
          t={t}
          control={<Input />}
          rules={[{ required: true, message: 'fee needed' }]}
          extra="paid by the buyer"
        />
        <Button htmlType="submit">send</Button>
      </Form>,
    );
    const u = userEvent.setup({ delay: null });
    expect(screen.getByText('paid by the buyer')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('fee needed')).toBeTruthy();
    // The kind's input works in cents; the page's text input keeps the yuan as typed.
    await u.type(screen.getByLabelText('post.formLabels.fee'), '12.5');
    await u.click(screen.getByRole('button', { name: 'send' }));
    await vi.waitFor(() => expect(finish).toHaveBeenCalledWith({ fee: '12.5' }));
  });
});
