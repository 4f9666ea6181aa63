import { DashboardOutlined, EditOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyOwnInfoDialog } from '../../account/LazyOwnInfoDialog';
import { logoutAndReload } from '../../auth/logout';
import { useSession } from '../../stores/session';

/** User name/avatar dropdown: dashboard, edit own info, log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info } = useSession();
  const [editing, setEditing] = useState(false);
  const name = info?.nickname || info?.username || '';

  const onClick = async (key: string) => {
    if (key === 'dashboard') navigate('/dashboard');
    if (key === 'edit') setEditing(true);
    if (key === 'logout') await logoutAndReload();
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'dashboard', icon: <DashboardOutlined />, label: t('layout.user.dashboard') },
            { key: 'edit', icon: <EditOutlined />, label: t('layout.user.editInfo') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('layout.user.logout') },
          ],
          onClick: ({ key }) => void onClick(key),
        }}
      >
        {/* The name shown is part of the button's name (WCAG 2.5.3: speech users say what they see). */}
        <Button
          type="text"
          aria-label={name ? `${name}, ${t('layout.user.menu')}` : t('layout.user.menu')}
          style={{ height: 'auto', padding: '2px 6px' }}
        >
          {/* Decorative: the button is named by the user's name. */}
          <Avatar size="small" src={info?.avatar || undefined} alt="" icon={<UserOutlined />} />
          <span className="bo-user-name">{name}</span>
        </Button>
      </Dropdown>
      <LazyOwnInfoDialog open={editing} onClose={() => setEditing(false)} />
    </>
  );
}
