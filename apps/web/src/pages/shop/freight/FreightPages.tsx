import { useParams } from 'react-router';
import { useFreight } from '../../../api/freight';
import { LoadState } from '../../../components/LoadState';
import { FreightForm } from './FreightForm';

/** FreightCreate: a new template. */
export function FreightCreatePage() {
  return <FreightForm row={null} />;
}

/** FreightEdit: the template of the route's id, saved with its version. */
export function FreightEditPage() {
  const query = useFreight(Number(useParams().id));
  if (!query.data) return <LoadState query={query} />;
  return <FreightForm key={query.data.version} row={query.data} />;
}
