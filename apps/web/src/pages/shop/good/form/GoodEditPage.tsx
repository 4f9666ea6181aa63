import { useParams } from 'react-router';
import { useGood } from '../../../../api/goods';
import { LoadState } from '../../../../components/LoadState';
import { GoodForm } from './GoodForm';

/** GoodEdit: the goods of the route's id, saved with its version. */
export function GoodEditPage() {
  const id = Number(useParams().id);
  const query = useGood(id);
  if (!query.data) return <LoadState query={query} />;
  return <GoodForm key={query.data.version} good={query.data} />;
}
