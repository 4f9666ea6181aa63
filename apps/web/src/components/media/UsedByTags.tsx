import { MEDIA_USE_KINDS, type MediaUse, type MediaUseKind, PERMISSION_REGISTRY } from '@bo/contract';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission } from '../../auth/Permission';
import { useSession } from '../../stores/session';

/** The page each kind of record is seen on (`:id` is the record's). */
const PAGE_OF: Record<MediaUseKind, string> = {
  good: 'GoodEdit',
  banner: 'BannerList',
  brand: 'BrandList',
  category: 'CategoryList',
  notice: 'NoticeList',
  page_design: 'PageDesignDetail',
  asset: 'AssetsDetail',
  admin: 'AdminList',
  member: 'MemberList',
};

const PATHS = new Map(
  PERMISSION_REGISTRY.flatMap((group) => group.pages.map((page) => [page.api, `${group.path}/${page.path}`])),
);

/** Where a file is used, one tag per record, each a link to its page when the user may open it. */
export function UsedByTags({ uses }: { uses: readonly MediaUse[] }) {
  const { t } = useTranslation();
  const { info, roles } = useSession();
  if (uses.length === 0) return <Typography.Text type="secondary">{t('library.unused')}</Typography.Text>;
  const sorted = [...uses].sort((a, b) => MEDIA_USE_KINDS.indexOf(a.kind) - MEDIA_USE_KINDS.indexOf(b.kind));
  return (
    <Space size={[0, 4]} wrap>
      {sorted.map((use) => {
        const api = PAGE_OF[use.kind];
        const path = PATHS.get(api)?.replace(':id', String(use.id));
        const text = `${t(`media.kinds.${use.kind}`)}: ${use.name}`;
        return (
          <Tag key={`${use.kind}-${use.id}`} color="blue">
            {path && hasPermission(info, roles, api) ? <Link to={path}>{text}</Link> : text}
          </Tag>
        );
      })}
    </Space>
  );
}
