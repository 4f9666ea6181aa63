import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/errors';
import { useFreight } from '../../../api/freight';
import { FreightForm } from './FreightForm';

/** FreightCreate: a new template. */
export function FreightCreatePage() {
  return <FreightForm row={null} />;
}

/** FreightEdit: the template of the route's id, saved with its version. */
export function FreightEditPage() {
  const { t } = useTranslation();
  const query = useFreight(Number(useParams().id));
  if (query.isError)
    return <Alert type="error" showIcon title={errorMessage(query.error, t('resources.common.loadError'))} />;
  if (!query.data) return <Spin />;
  return <FreightForm key={query.data.version} row={query.data} />;
}
