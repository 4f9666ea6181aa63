import { formatDateTime } from '@bo/contract';
import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNoticeContent } from '../../../api/notices';
import { SafeHtml } from '../../../components/rich-text/SafeHtml';

/** Content detail (/content/info/{id}): a published notice with its title, author and time. */
export function ContentInfoPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const noticeId = /^\d+$/.test(id) ? Number(id) : 0;
  const query = useNoticeContent(noticeId);

  if (noticeId > 0 && query.isPending) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  const notice = query.data;
  if (!notice) {
    return (
      <Card title={t('pages.contentInfo.title', { id })}>
        <Empty description={t('pages.contentInfo.notFound')} />
      </Card>
    );
  }
  return (
    <Card>
      <Typography.Title level={3}>{notice.title}</Typography.Title>
      <Space separator="·" style={{ marginBottom: 16 }}>
        {notice.author ? (
          <Typography.Text type="secondary">
            {t('pages.contentInfo.author', { author: notice.author })}
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary">
          {t('pages.contentInfo.publishedAt', { time: formatDateTime(notice.published_at) })}
        </Typography.Text>
      </Space>
      <SafeHtml html={notice.body} />
    </Card>
  );
}
