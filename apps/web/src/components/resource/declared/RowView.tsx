import type { Resource } from '@bo/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeclaredRow } from './declaredColumns';

/** The declared link to the site's page of a row (a published notice), on the rows it applies to. */
export function RowView({ resource, row }: { resource: Resource; row: DeclaredRow }) {
  const { t } = useTranslation();
  const { view } = resource;
  if (!view?.when(row)) return null;
  return (
    <Link to={view.path(row)}>
      <Button type="link" size="small">
        {t(`resources.${resource.name}.view`)}
      </Button>
    </Link>
  );
}
