import { fieldLimits, type OwnInfoInput, ownInfoSchema } from '@bo/contract';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/account';
import { feedback, toastError } from '../api/feedback';
import { reloadUserInfo } from '../auth/session';
import { useFormSave } from '../components/resource/useFormSave';
import { useSession } from '../stores/session';
import { AvatarUpload } from './AvatarUpload';
import { nothingFilled, type OwnInfoField, ownInfoRule } from './own-info-rules';

/** What the server accepts, shown by the inputs before anything is sent. */
const LIMITS = fieldLimits(ownInfoSchema);

type Values = Required<{ [K in OwnInfoField]: string }>;

export interface OwnInfoDialogProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the complete-info dialog (user without a nickname): another title and a hint. */
  complete?: boolean;
}

/** Edit own info (`POST user/admin`), also the complete-info dialog. Enter submits; errors keep the input. */
export function OwnInfoDialog({ open, onClose, complete = false }: OwnInfoDialogProps) {
  const { t } = useTranslation();
  const { info } = useSession();
  const [form] = Form.useForm<Values>();
  const { saving, save } = useFormSave(form);
  const rule = (field: OwnInfoField) => ownInfoRule(field, t);

  // Fields validate on blur and on submit; one that shows an error re-checks as the user edits any field,
  // so a message disappears as soon as the input is fixed (password rules span three fields).
  const recheck = () => {
    const flagged = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    if (flagged.length) form.validateFields(flagged).catch(() => undefined);
  };

  const onFinish = (values: Values) =>
    save(async () => {
      const text = await accountApi.saveOwnInfo(values satisfies OwnInfoInput);
      feedback().message.success(typeof text === 'string' && text ? text : t('info.saved'));
      onClose();
      await reloadUserInfo().catch(() => undefined);
    });

  return (
    <Modal
      open={open}
      title={t(complete ? 'account.completeTitle' : 'account.title')}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose}>{t('account.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('account.save')}
          </Button>
        </Space>
      }
      modalRender={(dom) => (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={onFinish}
          onValuesChange={recheck}
          onFinishFailed={({ values }) => {
            if (nothingFilled(values)) toastError(t('info.nothingFilled'));
          }}
          initialValues={{
            nickname: info?.nickname ?? '',
            cellphone: info?.cellphone ?? '',
            portrait: info?.avatar ?? '',
            old_password: '',
            password: '',
            password_confirmation: '',
          }}
        >
          {dom}
        </Form>
      )}
    >
      {complete ? (
        <Alert type="info" showIcon title={t('account.completeHint')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="nickname"
        label={t('fields.nickname')}
        required
        validateTrigger="onBlur"
        validateFirst
        rules={[{ required: true, whitespace: true, message: t('info.nicknameEmpty') }, rule('nickname')]}
      >
        <Input autoComplete="nickname" maxLength={LIMITS.nickname.max} autoFocus />
      </Form.Item>
      <Form.Item
        name="cellphone"
        label={t('fields.cellphone')}
        validateTrigger="onBlur"
        rules={[rule('cellphone')]}
      >
        <Input
          inputMode="numeric"
          autoComplete="tel"
          maxLength={LIMITS.cellphone.max}
          placeholder={t('account.cellphonePlaceholder')}
        />
      </Form.Item>
      <Form.Item name="portrait" label={t('fields.portrait')}>
        <AvatarUpload />
      </Form.Item>
      <Form.Item
        name="old_password"
        label={t('fields.old_password')}
        validateTrigger="onBlur"
        rules={[rule('old_password')]}
      >
        <Input.Password autoComplete="current-password" placeholder={t('account.oldPasswordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('fields.password')}
        validateTrigger="onBlur"
        rules={[rule('password')]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('account.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('fields.password_confirmation')}
        validateTrigger="onBlur"
        rules={[rule('password_confirmation')]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('account.confirmPlaceholder')} />
      </Form.Item>
    </Modal>
  );
}
