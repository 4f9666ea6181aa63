import { COLOR_MODES, type ColorMode, LAYOUT_SIZES, type LayoutSize, THEME_COLOR } from '@bo/contract';
import { cookies, ONE_YEAR_DAYS } from '../lib/cookies';
import { createStore } from '../lib/store';

export type Device = 'desktop' | 'mobile';

/** Default theme colour: blue. */
export const DEFAULT_THEME_COLOR = '#1890ff';

export const SETTINGS_COOKIES = {
  sidebar: 'sidebarStatus',
  size: 'size',
  theme: 'themeColor',
  colorMode: 'colorMode',
} as const;

export interface SettingsState {
  sidebarOpened: boolean;
  size: LayoutSize;
  themeColor: string;
  colorMode: ColorMode;
  device: Device;
}

function read(): SettingsState {
  const size = cookies.get(SETTINGS_COOKIES.size);
  const theme = cookies.get(SETTINGS_COOKIES.theme);
  const mode = cookies.get(SETTINGS_COOKIES.colorMode);
  return {
    sidebarOpened: cookies.get(SETTINGS_COOKIES.sidebar) !== '0',
    size: (LAYOUT_SIZES as readonly string[]).includes(size ?? '') ? (size as LayoutSize) : 'medium',
    themeColor: theme && THEME_COLOR.test(theme) ? theme : DEFAULT_THEME_COLOR,
    colorMode: (COLOR_MODES as readonly string[]).includes(mode ?? '') ? (mode as ColorMode) : 'system',
    device: 'desktop',
  };
}

const store = createStore<SettingsState>(read());

export const getSettings = store.get;
export const subscribeSettings = store.subscribe;
export const useSettings = store.use;

function set(next: Partial<SettingsState>): void {
  store.set({ ...store.get(), ...next });
}

/** Sidebar, size, theme colour and colour mode persist in cookies for a year; device does not (it is measured). */
export const settingsActions = {
  toggleSidebar: () => settingsActions.setSidebar(!store.get().sidebarOpened),
  setSidebar: (opened: boolean) => {
    cookies.set(SETTINGS_COOKIES.sidebar, opened ? '1' : '0', ONE_YEAR_DAYS);
    set({ sidebarOpened: opened });
  },
  setSize: (size: LayoutSize) => {
    cookies.set(SETTINGS_COOKIES.size, size, ONE_YEAR_DAYS);
    set({ size });
  },
  setThemeColor: (color: string) => {
    cookies.set(SETTINGS_COOKIES.theme, color, ONE_YEAR_DAYS);
    set({ themeColor: color });
  },
  setColorMode: (colorMode: ColorMode) => {
    cookies.set(SETTINGS_COOKIES.colorMode, colorMode, ONE_YEAR_DAYS);
    set({ colorMode });
  },
  setDevice: (device: Device) => {
    if (device !== store.get().device) set({ device });
  },
  /** Re-reads the cookies (tests). */
  reload: () => set(read()),
};
