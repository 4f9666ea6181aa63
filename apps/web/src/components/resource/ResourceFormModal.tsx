import { App, Button, Form, type FormInstance, Modal, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SchemaLike, schemaErrors } from './schemaErrors';
import { useFormSave } from './useFormSave';
import { formChanged, useLeaveForm } from './useLeaveForm';

export interface ResourceFormModalProps<V extends object, P> {
  open: boolean;
  title: ReactNode;
  /** Field values to start with (the record being edited). Read when the modal opens. */
  initialValues?: Partial<V>;
  /** Checked on the payload before sending; its messages are catalog keys. */
  schema?: SchemaLike;
  /** Labels for `{{attribute}}` in messages: `<labelPrefix>.<field>`. */
  labelPrefix: string;
  /** Form values to the request body (drop an empty password, add the version...). */
  toPayload?: (values: V) => P;
  /**
   * Asked with the checked payload before it is sent (a preview of what saving changes): false keeps the
   * form open with nothing sent; a rejection shows the server's field messages as a failed save does.
   */
  confirm?: (payload: P) => Promise<boolean>;
  /** Sends the payload; a rejection keeps the modal open with the server's field messages shown. */
  onSubmit: (payload: P) => Promise<unknown>;
  onClose: () => void;
  /** API field → form field, for server messages on fields the form shows under another name. */
  errorFields?: Record<string, string>;
  /** Form items; a function gets the form instance (for dependent fields). */
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
  loading?: boolean;
  width?: number;
}

/**
 * A create/edit form in a modal: antd rules plus the contract schema with translated
 * messages, server field errors next to their fields, Enter submits, and closing with unsaved
 * changes asks first. Nothing typed is lost when saving fails.
 */
export function ResourceFormModal<V extends object, P = V>({
  open,
  title,
  initialValues,
  schema,
  labelPrefix,
  toPayload,
  confirm,
  onSubmit,
  onClose,
  errorFields,
  children,
  loading = false,
  width = 640,
}: ResourceFormModalProps<V, P>) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const leaveForm = useLeaveForm();
  const [form] = Form.useForm<V>();
  const { saving, save } = useFormSave(form, errorFields);

  const onFinish = async () => {
    const values = form.getFieldsValue(true) as V;
    const payload = toPayload ? toPayload(values) : (values as unknown as P);
    if (schema) {
      const errors = schemaErrors(schema, payload, t, labelPrefix, (key) => i18n.exists(key));
      const fields = Object.entries(errors).filter(([name]) => form.getFieldInstance(name) !== undefined);
      if (fields.length > 0) {
        form.setFields(fields.map(([name, text]) => ({ name: name as never, errors: [text] })));
        return;
      }
    }
    await save(async () => {
      if (confirm && !(await confirm(payload))) return;
      await onSubmit(payload);
      message.success(t('resources.common.saved'));
      onClose();
    });
  };

  // Closing asks only when the form holds something other than what it opened with.
  const cancel = () =>
    leaveForm(formChanged(form.isFieldsTouched(), form.getFieldsValue(true), initialValues ?? {}), onClose);

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={cancel}
      destroyOnHidden
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={cancel}>{t('resources.common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={loading}>
            {t('resources.common.save')}
          </Button>
        </Space>
      }
      modalRender={(dom) => (
        <Form<V>
          form={form}
          layout="vertical"
          onFinish={onFinish}
          initialValues={initialValues}
          scrollToFirstError
        >
          {dom}
        </Form>
      )}
    >
      <Spin spinning={loading}>{typeof children === 'function' ? children(form) : children}</Spin>
    </Modal>
  );
}
