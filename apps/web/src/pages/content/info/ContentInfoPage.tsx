import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** Content detail (spec §2 /content/info/{id}); its content source is not specified yet. */
export function ContentInfoPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <Card title={t('pages.contentInfo.title', { id })}>
      <Empty description={t('pages.contentInfo.empty')} />
    </Card>
  );
}
