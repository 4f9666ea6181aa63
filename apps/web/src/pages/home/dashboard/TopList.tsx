import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompactCount } from '../../../components/format/Figures';
import { ListPicture } from './ListPicture';
import { PlainList } from './PlainList';

interface Entry {
  id: number;
  name: string;
  image: string;
  value: number;
}

/** A top-10 list of goods (visits, favourites, sales), each linking to the goods detail. */
export function TopList({ title, entries }: { title: string; entries: Entry[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Card title={title} loading={!entries}>
      {entries?.length ? (
        <PlainList
          size="small"
          items={entries.map((e, i) => ({
            key: e.id,
            avatar: (
              <ListPicture src={e.image} alt={e.name}>
                {i + 1}
              </ListPicture>
            ),
            title: <Link to={`/shop/good/detail/${e.id}`}>{`${i + 1}. ${e.name}`}</Link>,
            extra: (
              <Typography.Text strong>
                <CompactCount value={e.value} />
              </Typography.Text>
            ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.dashboard.noData')} />
      )}
    </Card>
  );
}
