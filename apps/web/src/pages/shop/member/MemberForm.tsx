import { fieldLimits, type MemberInput, type MemberRow, memberInputSchema } from '@bo/contract';
import { DatePicker, Form, Input, Radio, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSaveMember } from '../../../api/members';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { requiredRule } from '../../../components/resource/rules';
import { ImageInput } from '../../../components/upload/ImageInput';

/** What the server accepts, shown by the inputs before anything is sent. */
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
      <Form.Item name="account" label={label('account')} rules={[requiredRule(t, label('account'))]}>
        <Input autoFocus maxLength={LIMITS.account.max} autoComplete="off" />
      </Form.Item>
      <Form.Item name="nickname" label={label('nickname')}>
        <Input maxLength={LIMITS.nickname.max} />
      </Form.Item>
      <Form.Item name="gender" label={label('gender')}>
        <Radio.Group options={[0, 1, 2].map((g) => ({ value: g, label: t(`members.genders.${g}`) }))} />
      </Form.Item>
      <Form.Item name="birthday" label={label('birthday')}>
        <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="phone" label={label('phone')}>
        <Input maxLength={LIMITS.phone.max} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="email" label={label('email')}>
        <Input maxLength={LIMITS.email.max} type="email" />
      </Form.Item>
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
      <Form.Item name="avatar" label={label('avatar')}>
        <ImageInput group="avatar" size={64} />
      </Form.Item>
      <Form.Item name="state" label={label('state')} valuePropName="checked">
        <Switch checkedChildren={t('members.states.1')} unCheckedChildren={t('members.states.0')} />
      </Form.Item>
    </ResourceFormModal>
  );
}
