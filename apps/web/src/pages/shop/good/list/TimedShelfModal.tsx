import { App, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../../components/resource/useFormSave';
import { isPastDay, pastTimeOf } from './pastTime';

/** Asks for a future shelf time for `count` goods, then runs `onSubmit(iso)`. */
export function TimedShelfModal({
  count,
  onSubmit,
  onClose,
}: {
  count: number;
  onSubmit: (timing: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ timing?: Dayjs }>();
  const { saving, save } = useFormSave(form);
  const label = t('goods.actions.timedPick');

  const submit = async () => {
    // An invalid time is shown under the field.
    const timing = await form.validateFields().then(
      (values) => values.timing,
      () => undefined,
    );
    if (!timing) return;
    await save(async () => {
      const text = await onSubmit(timing.toISOString());
      message.success(typeof text === 'string' ? text : t('resources.common.saved'));
      onClose();
    });
  };

  return (
    <Modal
      open
      title={t('goods.actions.timedTitle')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={t('resources.common.save')}
      cancelText={t('resources.common.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('goods.actions.timedCount', { count })}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="timing"
          label={label}
          rules={[
            { required: true, message: t('good.timingRequired') },
            {
              validator: (_, value?: Dayjs) =>
                !value || value.isAfter(dayjs())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('good.timingFuture'))),
            },
          ]}
        >
          <DatePicker
            showTime
            format="YYYY-MM-DD HH:mm:ss"
            disabledDate={(d) => isPastDay(d)}
            disabledTime={(d) => pastTimeOf(d)}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
