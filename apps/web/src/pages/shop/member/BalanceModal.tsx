import { fieldLimits, formatMoney, type MemberRow, memberBalanceInputSchema, parsePrice } from '@bo/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdjustBalance } from '../../../api/members';
import { requiredRule } from '../../../components/resource/rules';
import { useFormSave } from '../../../components/resource/useFormSave';

const LIMITS = fieldLimits(memberBalanceInputSchema);

/** "-12.5" → -1250 cents; null when it is not a non-zero amount with at most two decimals. */
export function signedCents(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = parsePrice(negative || trimmed.startsWith('+') ? trimmed.slice(1) : trimmed);
  if (cents === null || cents === 0) return null;
  return negative ? -cents : cents;
}

/** Adjusts a member's balance through the ledger: a signed amount and the reason. */
export function BalanceModal({ member, onClose }: { member: MemberRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ amount: string; reason: string }>();
  const adjust = useAdjustBalance();
  const { saving, save } = useFormSave(form);
  const label = (f: string) => t(`members.fields.${f}`);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await save(async () => {
      const input = { amount: signedCents(values.amount) ?? 0, reason: values.reason };
      const result = await adjust.mutateAsync({ id: member.id, input });
      message.success(t('members.balance.saved', { balance: formatMoney(result.balance) }));
      onClose();
    });
  };

  return (
    <Modal
      open
      title={t('members.balance.title', { account: member.account })}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={t('resources.common.save')}
      cancelText={t('resources.common.cancel')}
      destroyOnHidden
      maskClosable={false}
    >
      <Typography.Paragraph>
        {t('members.balance.current', { balance: formatMoney(member.balance) })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="amount"
          label={label('amount')}
          extra={t('members.balance.hint')}
          rules={[
            requiredRule(t, label('amount')),
            {
              validator: (_, value?: string) =>
                !value || signedCents(value) !== null
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('members.balance.invalid'))),
            },
          ]}
        >
          <Input autoFocus inputMode="decimal" prefix="¥" />
        </Form.Item>
        <Form.Item name="reason" label={label('reason')} rules={[requiredRule(t, label('reason'))]}>
          <Input.TextArea maxLength={LIMITS.reason.max} showCount rows={2} />
        </Form.Item>
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
