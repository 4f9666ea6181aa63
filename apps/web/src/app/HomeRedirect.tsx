import { Navigate } from 'react-router';
import { usePageTitle } from './useRouteTitle';

/** `/` is titled home, never cached, and goes to the dashboard. */
export function HomeRedirect() {
  usePageTitle('home');
  return <Navigate to="/dashboard" replace />;
}
