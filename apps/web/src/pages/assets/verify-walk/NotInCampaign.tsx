import type { AssetRow, Page } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { usePermission } from '../../../auth/Permission';

/**
 * A scanned code that is no line of the campaign. A holder of the asset list sees which asset it is
 * (within the data scope, so an asset outside it stays unnamed); anyone else learns only that it is
 * not in this campaign.
 */
export function NotInCampaign({ code }: { code: string }) {
  const { t } = useTranslation();
  const mayList = usePermission('AssetsList');
  const asset = useQuery({
    queryKey: ['assets', 'walkLookup', code],
    queryFn: () =>
      request<Page<AssetRow>>('assets/list', {
        params: { view: 'all', keyword: code, page: 1, limit: 5 },
        silent: true,
      }),
    enabled: mayList,
    retry: false,
    select: (page) => page.data.find((a) => a.code.toUpperCase() === code.toUpperCase()) ?? null,
  });
  const named = asset.data;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="walk-not-in-campaign"
      title={
        named ? t('walk.notInCampaignNamed', { name: named.name, code: named.code }) : t('walk.notInCampaign')
      }
      description={named ? null : code}
    />
  );
}
