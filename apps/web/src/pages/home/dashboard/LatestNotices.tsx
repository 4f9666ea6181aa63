import { formatDateTime } from '@bo/contract';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLatestNotices } from '../../../api/notices';
import { usePermission } from '../../../auth/Permission';
import { PlainList } from './PlainList';

/** The newest published notices, each linking to /content/info/{id}. */
export function LatestNotices() {
  const { t } = useTranslation();
  const allowed = usePermission('Dashboard');
  const query = useLatestNotices(allowed);
  if (!allowed) return null;
  return (
    <Card title={t('pages.dashboard.notices')} style={{ marginTop: 16 }}>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : !query.data?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.dashboard.noNotices')} />
      ) : (
        <PlainList
          items={query.data.map((n) => ({
            key: n.id,
            title: (
              <>
                <Link to={`/content/info/${n.id}`}>{n.title}</Link>
                {n.author ? <Typography.Text type="secondary"> · {n.author}</Typography.Text> : null}
              </>
            ),
            extra: <Typography.Text type="secondary">{formatDateTime(n.published_at)}</Typography.Text>,
          }))}
        />
      )}
    </Card>
  );
}
