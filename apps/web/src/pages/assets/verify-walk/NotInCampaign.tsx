import { ASSET_VIEW_PERMISSION, ASSET_VIEWS, type AssetRow, type Page } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { hasPermission } from '../../../auth/Permission';
import { useSession } from '../../../stores/session';

/**
 * A scanned code that is no line of the campaign. A holder of an asset list sees which asset it is
 * (within that list and the data scope, so an asset outside them stays unnamed); anyone else learns
 * only that it is not in this campaign.
 */
export function NotInCampaign({ code }: { code: string }) {
  const { t } = useTranslation();
  const { info, roles } = useSession();
  // The widest asset list the user holds; the server keeps it to the user's data scope.
  const view = ASSET_VIEWS.find((v) => hasPermission(info, roles, ASSET_VIEW_PERMISSION[v]));
  const asset = useQuery({
    queryKey: ['assets', 'walkLookup', view, code],
    queryFn: () =>
      request<Page<AssetRow>>('assets/list', {
        params: { view, keyword: code, page: 1, limit: 5 },
        silent: true,
      }),
    enabled: view !== undefined,
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
