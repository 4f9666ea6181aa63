import type { CatalogShape } from '../../shape.js';
import type { layout as zh } from '../zh/layout.js';

/** Web UI texts, section "layout" (en). */
export const layout: CatalogShape<typeof zh> = {
  toggleSidebar: 'Toggle sidebar',
  sidebar: 'Sidebar',
  fullscreen: {
    enter: 'Full screen',
    exit: 'Exit full screen',
    unsupported: 'Your browser does not support full screen',
  },
  size: {
    title: 'Layout size',
    medium: 'Medium',
    small: 'Small',
    mini: 'Mini',
    success: 'Switch Size Success',
  },
  colorMode: {
    title: 'Colour mode',
    system: 'Follow system',
    light: 'Light',
    dark: 'Dark',
  },
  language: {
    title: 'Language',
    success: 'Switch Language Success',
  },
  theme: {
    title: 'Theme colour',
    presets: 'Presets',
    success: 'Theme colour switched successfully',
  },
  errorLog: {
    title: 'Error log',
    empty: 'No errors',
    url: 'Page URL',
    time: 'Time',
    detail: 'Stack and console output',
    clear: 'Clear',
    close: 'Close',
    sources: {
      error: 'Script error',
      unhandledrejection: 'Unhandled promise',
      react: 'Render error',
      report: 'User report',
    },
  },
  user: {
    menu: 'User menu',
    dashboard: 'Dashboard',
    editInfo: 'Edit my info',
    logout: 'Log out',
  },
  tags: {
    label: 'Open pages',
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close others',
    closeAll: 'Close all',
    more: 'More actions',
  },
  profile: {
    noOrganization: 'No organization',
    noDepartment: 'No department',
  },
};
