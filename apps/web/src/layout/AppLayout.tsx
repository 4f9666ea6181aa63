import type { Lang } from '@bo/contract';
import { Drawer, Layout, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { buildAppRoutes, matchAppRoute } from '../app/routeModel';
import { usePageTitle } from '../app/useRouteTitle';
import { useLang } from '../components/format/Figures';
import { useSession } from '../stores/session';
import { settingsActions, useSettings } from '../stores/settings';
import { Navbar } from './navbar/Navbar';
import { CommandPalette } from './palette/CommandPalette';
import { useCommandPalette } from './palette/useCommandPalette';
import { buildMenu } from './sidebar/menuModel';
import { Sidebar } from './sidebar/Sidebar';
import { TagsView } from './tags/TagsView';
import { useDeviceWatcher } from './useDeviceWatcher';
import { ViewHost } from './views/ViewHost';

/** Wide enough for the menu's titles in each language (English ones run longer). */
const SIDEBAR_WIDTH: Record<Lang, number> = { zh: 210, en: 250 };

/** The signed-in shell: sidebar or mobile drawer, top bar, tab bar, kept-alive views. */
export function AppLayout() {
  const { routes: nodes, roles } = useSession();
  const { sidebarOpened, device } = useSettings();
  const { token } = theme.useToken();
  const sidebarWidth = SIDEBAR_WIDTH[useLang()];
  const location = useLocation();
  useDeviceWatcher();

  const routes = useMemo(() => buildAppRoutes(nodes), [nodes]);
  const menu = useMemo(() => buildMenu(nodes, roles), [nodes, roles]);
  const match = matchAppRoute(routes, location.pathname);
  usePageTitle(match?.route.title);

  const palette = useCommandPalette();
  const mobile = device === 'mobile';
  const [drawerOpen, setDrawerOpen] = useState(false);
  // On mobile the sidebar closes on every route change, or it would cover the page just opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change by design
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const selectedKey = match?.route.activeMenu ?? match?.route.path ?? location.pathname;
  const sidebar = <Sidebar entries={menu} selectedKey={selectedKey} collapsed={!mobile && !sidebarOpened} />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {mobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={sidebarWidth}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          {/* A sider of its own: the drawer takes the sidebar's colours from the theme, as on a wide screen. */}
          <Layout.Sider width="100%" style={{ minHeight: '100%' }}>
            {sidebar}
          </Layout.Sider>
        </Drawer>
      ) : (
        <Layout.Sider
          collapsed={!sidebarOpened}
          collapsedWidth={64}
          width={sidebarWidth}
          trigger={null}
          style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
        >
          {sidebar}
        </Layout.Sider>
      )}
      <Layout>
        <div style={{ position: 'sticky', top: 0, zIndex: 10 }}>
          <Navbar
            route={match?.route ?? null}
            routes={routes}
            mobile={mobile}
            sidebarOpened={mobile ? drawerOpen : sidebarOpened}
            onToggleSidebar={() => (mobile ? setDrawerOpen((o) => !o) : settingsActions.toggleSidebar())}
            onOpenPalette={palette.show}
          />
          <TagsView />
        </div>
        <Layout.Content style={{ padding: 16, background: token.colorBgLayout, minWidth: 0 }}>
          <ViewHost routes={routes} match={match} />
        </Layout.Content>
      </Layout>
      {palette.open ? <CommandPalette menu={menu} routes={routes} onClose={palette.close} /> : null}
    </Layout>
  );
}
