import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { addErrorLog } from '../app/errorLog';
import { ErrorResult } from './ErrorResult';

/** Router-level error view (for example a page chunk that failed to load); the error goes to the log. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    const e = error instanceof Error ? error : new Error(String(error));
    addErrorLog({ source: 'react', message: e.message, detail: e.stack ?? '' });
  }, [error]);
  return (
    <ErrorResult
      title={t('pages.viewError.title')}
      subTitle={error instanceof Error ? error.message : String(error)}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('pages.viewError.reload')}
        </Button>
      }
    />
  );
}
