import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Route titles are catalog keys under `route.` when known; admins may type their own, shown as given. */
export function useRouteTitle(): (title: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (title: string) => (i18n.exists(`route.${title}`) ? t(`route.${title}`) : title),
    [t, i18n],
  );
}

/** Sets the document title to the route title followed by the platform name. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  useEffect(() => {
    const platform = t('platform');
    document.title = title ? `${routeTitle(title)} - ${platform}` : platform;
  }, [title, t, routeTitle]);
}
