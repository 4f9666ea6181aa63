import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The two choices of the re-login dialog: "Definite logout" and "Login again". */
export function ReloginFooter({ onLogout, onLogin }: { onLogout: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
      <Button onClick={onLogout}>{t('request.relogin.logout')}</Button>
      <Button type="primary" autoFocus onClick={onLogin}>
        {t('request.relogin.login')}
      </Button>
    </Space>
  );
}
