import { ISSUED_LOGIN_TOKEN_TTL_S } from '@bo/contract';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminRow, useIssueLoginToken } from '../../../api/admins';
import { Permission } from '../../../auth/Permission';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { type IssuedLink, LoginTokenDialog } from './LoginTokenDialog';

const MINUTES = Math.round(ISSUED_LOGIN_TOKEN_TTL_S / 60);

/**
 * The row action "Login token": after a confirmation that says what the link can do, issues a token for
 * the account and shows its link. Only with AdminLoginToken; the server decides whom it may be for.
 */
export function LoginTokenButton({ row, disabledReason }: { row: AdminRow; disabledReason?: string }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const issue = useIssueLoginToken();
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  useReturnFocus(issued !== null);
  const label = t('system.admin.loginToken.action');
  const confirm = () =>
    modal.confirm({
      title: t('system.admin.loginToken.confirmTitle', { account: row.account }),
      content: t('system.admin.loginToken.confirmContent', { account: row.account, minutes: MINUTES }),
      okText: t('system.admin.loginToken.issue'),
      cancelText: t('resources.common.cancel'),
      // The request client shows a refusal; the confirmation closes either way.
      onOk: () =>
        issue.mutateAsync(row.id).then(
          ({ token, expires_in }) =>
            setIssued({ account: row.account, token, expiresAt: Date.now() + expires_in * 1000 }),
          () => undefined,
        ),
    });
  return (
    <Permission api="AdminLoginToken">
      {disabledReason ? (
        <Tooltip title={disabledReason}>
          <Button type="link" size="small" disabled>
            {label}
          </Button>
        </Tooltip>
      ) : (
        <Button type="link" size="small" loading={issue.isPending} onClick={confirm}>
          {label}
        </Button>
      )}
      {issued ? <LoginTokenDialog issued={issued} onClose={() => setIssued(null)} /> : null}
    </Permission>
  );
}
