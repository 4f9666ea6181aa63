import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import type { AppRoute } from '../../app/routeModel';
import { useRouteTitle } from '../../app/useRouteTitle';
import { buildCrumbs } from './breadcrumbModel';

/** Breadcrumb of the current route (rules in breadcrumbModel). */
export function Breadcrumbs({ route, routes }: { route: AppRoute | null; routes: readonly AppRoute[] }) {
  const routeTitle = useRouteTitle();
  const crumbs = buildCrumbs(route, routes);
  return (
    <Breadcrumb
      items={crumbs.map((c, i) => {
        const title = routeTitle(c.title);
        const last = i === crumbs.length - 1;
        return { key: `${i}-${c.title}`, title: c.to && !last ? <Link to={c.to}>{title}</Link> : title };
      })}
    />
  );
}
