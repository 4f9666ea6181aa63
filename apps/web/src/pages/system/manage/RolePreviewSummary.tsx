import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RolePreview } from '../../../api/effective';

function Line({ label, apis, color }: { label: string; apis: readonly string[]; color: string }) {
  if (apis.length === 0) return null;
  return (
    <div>
      <Typography.Text strong>{label}</Typography.Text>{' '}
      <Space wrap size={4}>
        {apis.map((api) => (
          <Tag key={api} color={color}>
            {api}
          </Tag>
        ))}
      </Space>
    </div>
  );
}

/** What a role edit changes, as the confirm step says it: gains, losses, and whom it affects. */
export function RolePreviewSummary({ preview }: { preview: RolePreview }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={6} data-testid="role-preview">
      <Line label={t('system.manage.preview.gains')} apis={preview.gains} color="green" />
      <Line label={t('system.manage.preview.losses')} apis={preview.losses} color="red" />
      <Typography.Text>
        {t('system.manage.preview.affects', { count: preview.admins_affected })}
      </Typography.Text>
    </Space>
  );
}
