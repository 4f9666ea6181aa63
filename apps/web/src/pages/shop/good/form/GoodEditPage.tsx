import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../../api/errors';
import { useGood } from '../../../../api/goods';
import { GoodForm } from './GoodForm';

/** GoodEdit: the goods of the route's id, saved with its version. */
export function GoodEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useGood(id);
  if (query.isError)
    return <Alert type="error" showIcon title={errorMessage(query.error, t('resources.common.loadError'))} />;
  if (!query.data) return <Spin />;
  return <GoodForm key={query.data.version} good={query.data} />;
}
