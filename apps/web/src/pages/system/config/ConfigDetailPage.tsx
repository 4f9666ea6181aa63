import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfig, useSaveConfig } from '../../../api/config';
import { usePermission } from '../../../auth/Permission';
import { LoadState } from '../../../components/LoadState';
import { ConfigForm } from './ConfigForm';

/** ConfigDetail: the grouped settings; editable with ConfigEdit, read-only otherwise. */
export function ConfigDetailPage() {
  const { t } = useTranslation();
  const query = useConfig();
  const save = useSaveConfig();
  const canEdit = usePermission('ConfigEdit');

  if (!query.data) return <LoadState query={query} />;
  return (
    <Card title={t('route.ConfigDetail')}>
      <ConfigForm groups={query.data} canEdit={canEdit} onSave={(changes) => save.mutateAsync(changes)} />
    </Card>
  );
}
