import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_PASSWORD_MIN } from '@bo/contract';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { applyFieldErrors } from '../api/form-errors';
import { safeRedirect } from './redirect';
import { SlideCaptcha } from './SlideCaptcha';
import { type LoginValues, login } from './useLogin';
import type { CaptchaValue } from './useSlideCaptcha';

/** Username, password (min 4), remember me and the slide captcha. */
export function LoginForm({ areaId }: { areaId?: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  // A captcha token is good for one login attempt: a failed one gets a fresh picture.
  const [captchaRound, setCaptchaRound] = useState(0);

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      await login(values, areaId);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      form.setFieldValue('captcha', undefined);
      setCaptchaRound((r) => r + 1);
      applyFieldErrors(form, error, { captcha_token: 'captcha' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      size="large"
      initialValues={{ username: '', password: '', remember: false }}
      onFinish={onFinish}
      requiredMark={false}
    >
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          placeholder={t('login.username')}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[
          { required: true, message: t('login.passwordMin') },
          { min: LOGIN_PASSWORD_MIN, message: t('login.passwordMin') },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.password')}
        />
      </Form.Item>
      <Form.Item
        name="captcha"
        label={t('login.captcha.label')}
        rules={[
          {
            validator: (_rule, value: CaptchaValue | undefined) =>
              value ? Promise.resolve() : Promise.reject(new Error(t('auth.captchaRequired'))),
          },
        ]}
      >
        <SlideCaptcha key={captchaRound} />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
