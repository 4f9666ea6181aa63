import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors';

/** What of a query the load state reads (TanStack Query's result has it). */
interface LoadingQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A query that failed: the server's message in the user's language (or a general one), and a retry. */
export function LoadError({ query }: { query: LoadingQuery }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={errorMessage(query.error, t('resources.common.loadError'))}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          {t('resources.common.retry')}
        </Button>
      }
    />
  );
}

/**
 * What a page shows while its record is not there: the load error with a retry, or a spinner. Every
 * detail and edit page returns it until the data arrives (`if (!data) return <LoadState query={q} />`).
 */
export function LoadState({ query }: { query: LoadingQuery }) {
  return query.isError ? <LoadError query={query} /> : <Spin />;
}
