import { Flex, theme } from 'antd';
import type { AppRoute } from '../../app/routeModel';
import { Logo } from '../../components/Logo';
import { Breadcrumbs } from '../breadcrumb/Breadcrumbs';
import { ColorModeSelect } from './ColorModeSelect';
import { ErrorLogButton } from './ErrorLogButton';
import { FullscreenToggle } from './FullscreenToggle';
import { LangSelect } from './LangSelect';
import { NotificationBell } from './notifications/NotificationBell';
import { PaletteButton } from './PaletteButton';
import { SidebarToggle } from './SidebarToggle';
import { SizeSelect } from './SizeSelect';
import { ThemePicker } from './ThemePicker';
import { UserMenu } from './UserMenu';
import { WhoCanButton } from './WhoCanButton';

interface Props {
  route: AppRoute | null;
  routes: readonly AppRoute[];
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  mobile: boolean;
  /** Opens the command palette. */
  onOpenPalette: () => void;
}

/** Top bar: logo, sidebar toggle, breadcrumb, then the right-hand widgets. */
export function Navbar({ route, routes, sidebarOpened, onToggleSidebar, mobile, onOpenPalette }: Props) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      gap={8}
      style={{
        height: 50,
        padding: '0 8px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Logo compact={mobile} />
      <SidebarToggle opened={sidebarOpened} onToggle={onToggleSidebar} />
      <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }}>
        {!mobile && <Breadcrumbs route={route} routes={routes} />}
      </div>
      <Flex align="center" gap={2}>
        <PaletteButton onOpen={onOpenPalette} />
        <WhoCanButton route={route} />
        <NotificationBell />
        <ErrorLogButton />
        {/* A phone's top bar has no room for every widget: the page fills its screen already. */}
        {!mobile && <FullscreenToggle />}
        <SizeSelect />
        <LangSelect />
        <ThemePicker />
        <ColorModeSelect />
        <UserMenu />
      </Flex>
    </Flex>
  );
}
