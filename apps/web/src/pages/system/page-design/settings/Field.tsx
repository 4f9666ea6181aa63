import { Form } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}

/** A labelled setting with its validation message (the settings are controlled, not an antd form store). */
export function Field({ id, label, error, children }: Props) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 12 }}
    >
      {children}
    </Form.Item>
  );
}
