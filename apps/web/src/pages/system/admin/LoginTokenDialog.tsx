import { formatDateTime } from '@bo/contract';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';

/** A token just issued, for whom, and when it stops working (ms since the epoch). */
export interface IssuedLink {
  account: string;
  token: string;
  expiresAt: number;
}

/** The link a login token opens: the token login page of this very site. */
export const tokenLoginLink = (token: string) =>
  `${window.location.origin}/tokenlogin?token=${encodeURIComponent(token)}`;

/** Shows the link of a token just issued, to copy and hand on, with its expiry. Shown once: it is not kept. */
export function LoginTokenDialog({ issued, onClose }: { issued: IssuedLink; onClose: () => void }) {
  const { t } = useTranslation();
  const link = tokenLoginLink(issued.token);
  const minutes = Math.round((issued.expiresAt - Date.now()) / 60_000);
  return (
    <Modal
      open
      title={t('system.admin.loginToken.title', { account: issued.account })}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('resources.common.close')}
        </Button>
      }
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={link}
            aria-label={t('system.admin.loginToken.link')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton text={link} label={t('system.admin.loginToken.copy')} />
        </Space.Compact>
        <Typography.Text type="secondary">
          {t('system.admin.loginToken.expires', { time: formatDateTime(issued.expiresAt), minutes })}
        </Typography.Text>
      </Space>
    </Modal>
  );
}
