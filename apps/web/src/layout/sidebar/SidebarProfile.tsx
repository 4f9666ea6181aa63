import { UserOutlined } from '@ant-design/icons';
import { Avatar, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';

/** Profile block at the top of the sidebar: avatar, organization and department names. */
export function SidebarProfile({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { info } = useSession();
  const avatar = info?.avatar || undefined;
  const name = info?.nickname || info?.username || '';
  return (
    <div style={{ padding: collapsed ? '16px 0' : 16, textAlign: 'center' }} data-testid="sidebar-profile">
      {/* Nothing beside it names the user, so the picture does. */}
      <Avatar size={collapsed ? 32 : 56} src={avatar} alt={name} icon={<UserOutlined />} />
      {!collapsed && (
        <div style={{ marginTop: 8, lineHeight: 1.5 }}>
          <Typography.Text
            strong
            ellipsis
            style={{ color: 'rgba(255,255,255,0.9)', display: 'block', fontSize: 14 }}
          >
            {info?.organization_name || t('layout.profile.noOrganization')}
          </Typography.Text>
          <Typography.Text
            ellipsis
            style={{ color: 'rgba(255,255,255,0.65)', display: 'block', fontSize: 12 }}
          >
            {info?.department_name || t('layout.profile.noDepartment')}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
