import { type AssetRow, assetFormFields, type FormKind } from '@bo/contract';
import { App, Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateForm, useFormCommand } from '../../../api/assetForms';
import { isApiError } from '../../../api/errors';
import { applyFieldErrors } from '../../../api/form-errors';
import { DeclaredFieldItem } from '../../../components/resource/declared/declaredFieldItem';
import { AssetPicker } from './AssetPicker';
import { type CreateValues, FIELD_RENAMES, KindFields, kindPayload, OrganizationField } from './kindFields';
import { RepayFields, repayPayload } from './RepayFields';
import { type VerifyScope, VerifyScopeFields } from './VerifyScopeFields';

type Values = CreateValues & {
  lines?: AssetRow[];
  scope?: VerifyScope;
  scope_id?: number | null;
  grant_id?: number;
  amounts?: Record<string, number | null>;
};

/**
 * A new form of `kind`: its own fields, the assets (picked from those eligible, or a verification
 * scope), the reason; saved as a draft, or saved and submitted at once. `onDone` gets the new form.
 */
export function FormCreate({
  kind,
  onDone,
  onCancel,
}: {
  kind: FormKind;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateForm(kind);
  const command = useFormCommand(kind);
  const scope = (Form.useWatch('scope', form) as VerifyScope | undefined) ?? 'pick';
  const picking = kind !== 'lease_repay' && (kind !== 'verify' || scope === 'pick');

  const payload = (v: Values): Record<string, unknown> => {
    const base = {
      reason: v.reason,
      organization_id: v.organization_id ?? null,
      lines: picking ? (v.lines ?? []).map((r) => ({ asset_id: r.id })) : [],
    };
    if (kind === 'lease_repay') return { ...base, ...repayPayload(v) };
    if (kind === 'verify' && scope !== 'pick') return { ...base, scope, scope_id: v.scope_id ?? null };
    return { ...base, ...kindPayload(kind, v) };
  };

  const save = async (submit: boolean) => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const created = await create.mutateAsync(payload(values));
      if (submit) await command.mutateAsync({ action: 'submit', id: created.id, version: created.version });
      // Say what happened: a form sent on for approval is no longer a draft.
      message.success(
        t(submit ? 'assetForms.create.submitted' : 'assetForms.create.saved', { number: created.number }),
      );
      onDone();
    } catch (error) {
      if (isApiError(error))
        applyFieldErrors(form, error, { ...FIELD_RENAMES, payments: 'grant_id', scope_id: 'scope_id' });
    }
  };

  const busy = create.isPending || command.isPending;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ reason: '', cycle: 'month', scope: 'pick', lines: [] }}
    >
      <KindFields kind={kind} />
      {kind === 'lease_repay' ? <RepayFields /> : null}
      {kind === 'verify' ? <VerifyScopeFields /> : null}
      {picking ? (
        <Form.Item
          name="lines"
          label={t('assetForms.create.pick')}
          rules={[
            {
              validator: (_, v: AssetRow[]) =>
                v?.length ? Promise.resolve() : Promise.reject(new Error(t('form.noLines'))),
            },
          ]}
        >
          <AssetPicker kind={kind} />
        </Form.Item>
      ) : null}
      <DeclaredFieldItem source={assetFormFields} name="reason" t={t} input={{ rows: 2 }} />
      <OrganizationField />
      <Space>
        <Button type="primary" loading={busy} onClick={() => save(true)}>
          {t('assetForms.create.saveAndSubmit')}
        </Button>
        <Button loading={busy} onClick={() => save(false)}>
          {t('assetForms.create.saveDraft')}
        </Button>
        <Button onClick={onCancel}>{t('resources.common.cancel')}</Button>
      </Space>
    </Form>
  );
}
