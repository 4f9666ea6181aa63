import { powerResource } from '@bo/contract';
import { App, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefreshPowers } from '../../../api/powers';
import { Permission } from '../../../auth/Permission';
import { DeclaredTreePage } from '../../../components/resource/declared/DeclaredTreePage';

/** "Refresh permissions": adds what the code's registry has and the database lacks, and says what. */
function RefreshButton() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const refresh = useRefreshPowers();
  const onRefresh = async () => {
    const { added } = await refresh.mutateAsync().catch(() => ({ added: null }));
    if (added === null) return;
    modal.info({
      title: added.length
        ? t('system.power.refreshed', { count: added.length })
        : t('system.power.refreshedNone'),
      content: added.length ? (
        <Space wrap>
          {added.map((api) => (
            <Tag key={api}>{api}</Tag>
          ))}
        </Space>
      ) : null,
    });
  };
  return (
    <Permission api="PowerRefresh">
      <Button loading={refresh.isPending} onClick={() => void onRefresh()}>
        {t('system.power.refresh')}
      </Button>
    </Permission>
  );
}

/** PowerList: the declared permission tree, with "refresh permissions" beside "new". */
export function PowerListPage() {
  return <DeclaredTreePage resource={powerResource} toolbar={<RefreshButton />} />;
}
