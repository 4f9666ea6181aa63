import type { PageCommand } from '../../stores/pageCommands';

/** Something the palette does rather than a page it lists: it opens `page`, which may then run `command`. */
export interface PaletteAction {
  /** Its name under `layout.palette.actions.` in both catalogs. */
  id: 'newGoods' | 'exportOrders' | 'newAdmin' | 'registerAsset';
  /** The permission api that shows it (the same one the page's own button or form needs). */
  permission: string;
  /** The component of the route it opens: the route's path is read from the user's route tree. */
  page: string;
  /** What the page does once shown, when opening it is not the whole action. */
  command?: PageCommand;
}

/** Every action of the command palette; one shows only to holders of its permission who may open its page. */
export const PALETTE_ACTIONS: readonly PaletteAction[] = [
  { id: 'newGoods', permission: 'GoodCreate', page: 'GoodCreate' },
  { id: 'exportOrders', permission: 'IndentExport', page: 'IndentList', command: 'orders.export' },
  { id: 'newAdmin', permission: 'AdminCreate', page: 'AdminList', command: 'admin.create' },
  { id: 'registerAsset', permission: 'SelfAssetsCreate', page: 'SelfAssetsCreate' },
];
