import { fieldLimits, type MemberInput, type MemberRow, memberFields, memberInputSchema } from '@bo/contract';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSaveMember } from '../../../api/members';
import { optionLabel } from '../../../components/resource/declared/declaredColumns';
import { DeclaredFieldItem } from '../../../components/resource/declared/declaredFieldItem';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { requiredRule } from '../../../components/resource/rules';

/** The password's limit (the declared fields carry their own). */
const LIMITS = fieldLimits(memberInputSchema);

interface Values {
  account: string;
  nickname: string;
  gender: 0 | 1 | 2;
  birthday: Dayjs | null;
  email: string;
  phone: string;
  password: string;
  avatar: string;
  state: boolean;
}

/** Create or edit a member; the password is required on create and changed only when filled in. */
export function MemberForm({ row, onClose }: { row: MemberRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveMember();
  const label = (f: string) => t(`members.fields.${f}`);
  const declared = (
    name: keyof typeof memberFields.fields,
    props: Partial<Parameters<typeof DeclaredFieldItem>[0]> = {},
  ) => <DeclaredFieldItem source={memberFields} name={name} t={t} {...props} />;
  return (
    <ResourceFormModal<Values, MemberInput>
      open
      title={t(row ? 'members.editTitle' : 'members.createTitle')}
      labelPrefix="members.fields"
      schema={memberInputSchema}
      initialValues={
        row
          ? {
              account: row.account,
              nickname: row.nickname,
              gender: row.gender as 0 | 1 | 2,
              birthday: row.birthday ? dayjs(row.birthday) : null,
              email: row.email,
              phone: row.phone,
              password: '',
              avatar: row.avatar,
              state: row.state === 1,
            }
          : { gender: 0, birthday: null, state: true, password: '', avatar: '' }
      }
      toPayload={(v) => ({
        account: v.account ?? '',
        nickname: v.nickname ?? '',
        gender: v.gender ?? 0,
        birthday: v.birthday ? v.birthday.format('YYYY-MM-DD') : null,
        email: v.email ?? '',
        phone: v.phone ?? '',
        password: v.password ?? '',
        avatar: v.avatar ?? '',
        state: v.state ? 1 : 0,
        version: row?.version,
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
      width={560}
    >
      {declared('account', { first: true, input: { autoComplete: 'off' } })}
      {declared('nickname')}
      {declared('gender')}
      <Form.Item name="birthday" label={label('birthday')}>
        <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
      </Form.Item>
      {declared('phone', { input: { inputMode: 'numeric' } })}
      {declared('email', { input: { type: 'email' } })}
      <Form.Item
        name="password"
        label={label('password')}
        rules={row ? [] : [requiredRule(t, label('password'))]}
      >
        <Input.Password
          maxLength={LIMITS.password.max}
          autoComplete="new-password"
          placeholder={row ? t('members.passwordKeep') : ''}
        />
      </Form.Item>
      {declared('avatar', { input: { group: 'avatar', size: 64 } })}
      {declared('state', {
        input: {
          checkedChildren: optionLabel(memberFields, 'state', 1, t),
          unCheckedChildren: optionLabel(memberFields, 'state', 0, t),
        },
      })}
    </ResourceFormModal>
  );
}
