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
  /** "What can X do on this page", for super administrators. */
  whoCan: {
    button: 'Who can do what',
    title: 'What an administrator may do on this page',
    pick: 'Pick an administrator',
    open: 'Open this page',
    allowed: 'Allowed',
    denied: 'Not allowed',
    noEntry: 'No permission guards this page: every signed-in administrator may open it',
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
  palette: {
    open: 'Search pages and actions',
    openWithKeys: 'Search pages and actions ({{keys}})',
    title: 'Command palette',
    placeholder: 'Type a page or an action, in English or Chinese, or pinyin initials',
    hint: '↑ ↓ to choose, Enter to open, Esc to close',
    empty: 'No page or action matches',
    sections: {
      recent: 'Recently visited',
      actions: 'Actions',
      pages: 'Pages',
    },
    actions: {
      newGoods: 'New goods',
      exportOrders: 'Export orders',
      newAdmin: 'New administrator',
      registerAsset: 'Register asset',
    },
  },
};
