import { type FormKind, type FormRow, fieldLimits, formApproveSchema } from '@bo/contract';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormCommand } from '../../../api/assetForms';
import { applyFieldErrors } from '../../../api/form-errors';

interface Values {
  approved: boolean;
  opinion: string;
}

/** Approve or reject a submitted form with an opinion (required when rejecting). */
export function ApproveModal({
  kind,
  form: row,
  onClose,
}: {
  kind: FormKind;
  form: Pick<FormRow, 'id' | 'number' | 'version'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const command = useFormCommand(kind);
  const approved = Form.useWatch('approved', form) ?? true;

  const submit = async (values: Values) => {
    try {
      const text = await command.mutateAsync({
        action: 'approve',
        id: row.id,
        version: row.version,
        ...values,
      });
      message.success(text);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open
      title={t('assetForms.approve.title', { number: row.number })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={command.isPending}
      okButtonProps={{ danger: !approved }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ approved: true, opinion: '' }}
        onFinish={submit}
      >
        <Form.Item name="approved" label={t('assetForms.approve.decision')}>
          <Radio.Group
            options={[
              { value: true, label: t('assetForms.approve.approved') },
              { value: false, label: t('assetForms.approve.rejected') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="opinion"
          label={t('assetForms.approve.opinion')}
          rules={[
            { required: !approved, whitespace: true, message: t('assetForms.approve.opinionRequired') },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={fieldLimits(formApproveSchema).opinion.max}
            showCount
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
