import { DECLARED_RESOURCES } from './resources/index.js';
import { LIST_EXPORTS } from './schemas/list-export.js';

/**
 * The permission registry (docs/architecture.md#permissions): every menu group, page and action the code
 * knows. Level 1 = menu group, level 2 = page (its `api` is also the web component name), level 3 = action.
 * The seed and "refresh permissions" insert these rows; titles are i18n keys under `route.` on the web.
 */
export interface PagePermission {
  api: string;
  /** Route path relative to the group path, may hold `:id`. */
  path: string;
  icon?: string;
  /** Hidden pages (create/edit/detail) are routes but not menu items. */
  hidden?: boolean;
  /** The list page a hidden page belongs to: highlighted in the menu and used as parent crumb. */
  activeMenu?: string;
  noCache?: boolean;
  actions?: readonly string[];
}

export interface GroupPermission {
  api: string;
  path: string;
  icon: string;
  pages: readonly PagePermission[];
}

const crud = (name: string) => [`${name}Create`, `${name}Edit`, `${name}Destroy`] as const;

/** A list page; a list that exports (LIST_EXPORTS) gets its export permission as its last action. */
const list = (api: string, path: string, icon: string, actions: readonly string[] = []): PagePermission => ({
  api,
  path,
  icon,
  // A page may export more than one list under one permission.
  actions: [...new Set([...actions, ...LIST_EXPORTS.filter((e) => e.page === api).map((e) => e.permission)])],
});

const sub = (api: string, path: string, activeMenu: string, noCache = true): PagePermission => ({
  api,
  path,
  hidden: true,
  activeMenu,
  noCache,
});

const BUILT: readonly GroupPermission[] = [
  {
    api: 'Home',
    path: '/home',
    icon: 'dashboard',
    pages: [list('Dashboard', 'dashboard', 'dashboard')],
  },
  {
    api: 'Shop',
    path: '/shop',
    icon: 'shop',
    pages: [
      list('GoodList', 'good', 'goods', ['GoodDestroy', 'GoodState', 'GoodExport']),
      sub('GoodCreate', 'good/create', 'GoodList'),
      sub('GoodEdit', 'good/edit/:id', 'GoodList'),
      sub('GoodDetail', 'good/detail/:id', 'GoodList'),
      list('SpecificationList', 'specification', 'specification', crud('Specification')),
      list('FreightList', 'freight', 'freight', ['FreightDestroy']),
      sub('FreightCreate', 'freight/create', 'FreightList'),
      sub('FreightEdit', 'freight/edit/:id', 'FreightList'),
      list('IndentList', 'indent', 'indent', [
        'IndentShipment',
        'IndentDhl',
        'IndentReceiving',
        'IndentRefund',
        'IndentPaymentQuery',
        'IndentExport',
      ]),
      sub('IndentDetail', 'indent/detail/:id', 'IndentList'),
      list('MemberList', 'member', 'member', [...crud('Member'), 'MemberBalance']),
    ],
  },
  {
    api: 'Assets',
    path: '/assets',
    icon: 'assets',
    pages: [
      list('AssetsList', 'list', 'assets', ['AssetsEdit', 'AssetsDestroy', 'AssetsMark', 'AssetsImport']),
      sub('AssetsDetail', 'list/detail/:id', 'AssetsList'),
      list('SelfAssetsList', 'self', 'selfAssets', ['SelfAssetsBinding']),
      sub('SelfAssetsCreate', 'self/create', 'SelfAssetsList'),
      list('PublicAssetsList', 'public', 'publicAssets'),
      list('ResourceList', 'resource', 'resource', ['ResourceUpdate']),
      list('AssetsJoinList', 'join', 'join', ['AssetsJoinApprove']),
      sub('AssetsJoinCreate', 'join/create', 'AssetsJoinList'),
      list('AssetsOutList', 'out', 'out', ['AssetsOutApprove']),
      sub('AssetsOutCreate', 'out/create', 'AssetsOutList'),
      list('AssetsRentalList', 'rental', 'rental', ['AssetsRentalApprove']),
      sub('AssetsRentalCreate', 'rental/create', 'AssetsRentalList'),
      list('AssetsBackList', 'back', 'back', ['AssetsBackApprove']),
      sub('AssetsBackCreate', 'back/create', 'AssetsBackList'),
      list('AssetLeaseGrantList', 'lease-grant', 'leaseGrant', [
        ...crud('AssetLeaseGrant'),
        'AssetLeaseGrantApprove',
      ]),
      list('AssetLeaseRepayList', 'lease-repay', 'leaseRepay', [
        ...crud('AssetLeaseRepay'),
        'AssetLeaseRepayApprove',
      ]),
      list('VerifyList', 'verify', 'verify', [...crud('Verify'), 'VerifyApprove']),
      list('VerifyCapitaList', 'verify-capita', 'verifyCapita'),
      list('TaskList', 'task', 'task', ['TaskComplete']),
      list('OutTaskList', 'task-out', 'outTask'),
      list('BackTaskList', 'task-back', 'backTask'),
      list('RentTaskList', 'task-rent', 'rentTask'),
      list('AllList', 'all', 'all'),
    ],
  },
  {
    api: 'Statistics',
    path: '/statistics',
    icon: 'statistics',
    pages: [
      list('StatisticsVisitList', 'visit', 'visit'),
      list('StatisticsAgeAndSexList', 'age-sex', 'ageSex'),
      list('StatisticsPayList', 'pay', 'pay'),
      list('StatisticsMembersList', 'members', 'memberStats'),
      list('StatisticsRegionsList', 'regions', 'regionStats'),
      list('StatisticsAssetsList', 'assets', 'assetStats'),
    ],
  },
  {
    api: 'System',
    path: '/system',
    icon: 'setting',
    pages: [
      list('AdminList', 'admin', 'admin', [...crud('Admin'), 'AdminLoginToken']),
      list('AdminLogList', 'admin-log', 'adminLog'),
      list('ManageList', 'manage', 'manage', crud('Manage')),
      list('PlugInList', 'plug-in', 'plugIn', ['PlugInDestroy', 'PlugInState', 'PaymentSandboxQuery']),
      sub('PlugInCreate', 'plug-in/create', 'PlugInList'),
      sub('PlugInEdit', 'plug-in/edit/:id', 'PlugInList'),
      list('BackupList', 'backup', 'backup', [
        'BackupCreate',
        'BackupDestroy',
        'BackupDownload',
        'BackupSchedule',
      ]),
      // Not kept alive: where a file is used changes with every save elsewhere.
      { ...list('MediaList', 'media', 'media', ['MediaDestroy']), noCache: true },
      list('UpdateDetail', 'update', 'update', ['UpdateRun']),
      list('PageDesignDetail', 'page-design', 'pageDesign', ['PageDesignEdit']),
      list('ConfigDetail', 'config', 'config', ['ConfigEdit']),
      list('DevelopDocumentDetail', 'develop-document', 'developDocument'),
      list('ApiDocumentDetail', 'api-document', 'apiDocument'),
    ],
  },
];

/**
 * The registry: the pages written above plus each declared resource's (tree or plain) list page, with its create, edit
 * and delete actions, in its menu group after the page it names (else at the group's end).
 */
export const PERMISSION_REGISTRY: readonly GroupPermission[] = BUILT.map((group) => {
  const pages = [...group.pages];
  for (const r of DECLARED_RESOURCES.filter((resource) => resource.menu?.group === group.api)) {
    const { menu } = r;
    if (!menu) continue;
    const after = pages.findIndex((page) => page.api === menu.after);
    const at = after < 0 ? pages.length : after + 1;
    pages.splice(at, 0, list(r.page, menu.path, menu.icon, [...crud(r.permission), ...(r.actions ?? [])]));
  }
  return { ...group, pages };
});

/**
 * The route whose title names what a permission is for: its own, when it has a title (`hasTitle`), else
 * the page that lists it as an action. The API documents name each operation after it.
 */
export function routeOfPermission(
  permission: string,
  hasTitle: (api: string) => boolean,
): string | undefined {
  if (hasTitle(permission)) return permission;
  return PERMISSION_REGISTRY.flatMap((g) => g.pages).find((p) => p.actions?.includes(permission))?.api;
}

/** Every page api name the server may deliver in a route tree. */
export const PAGE_APIS: readonly string[] = PERMISSION_REGISTRY.flatMap((g) => g.pages.map((p) => p.api));

/** Every permission api name in the registry: groups, pages and actions. */
export const ALL_PERMISSION_APIS: readonly string[] = PERMISSION_REGISTRY.flatMap((g) => [
  g.api,
  ...g.pages.flatMap((p) => [p.api, ...(p.actions ?? [])]),
]);

/**
 * Registry apis that belong to a built-in plug-in (by plug-in code): their rows exist like every other
 * registry api, but they are switched off with their plug-in and no other plug-in may claim them.
 */
export const PLUGIN_OWNED_APIS: Readonly<Record<string, readonly string[]>> = {
  sandbox: ['PaymentSandboxQuery'],
};

const pluginOwned = new Set(Object.values(PLUGIN_OWNED_APIS).flat());

/**
 * The core: every registry api no plug-in owns. A plug-in manifest may never claim one, and a disabled
 * plug-in never switches one off (so the plug-in pages and every administrator stay reachable).
 */
export const CORE_PERMISSION_APIS: ReadonlySet<string> = new Set(
  ALL_PERMISSION_APIS.filter((api) => !pluginOwned.has(api)),
);

/** Route declarations that need a session but no particular permission. */
/**
 * The code of the built-in role that holds every permission, present and future: it cannot lose any,
 * be deleted, or be given by anyone who does not hold it.
 */
export const SUPER_ROLE = 'admin';

export const AUTHENTICATED = '@authenticated';
/**
 * Route declarations open to everyone (login, refreshToken, auth/code, lang, ...): needed before a session
 * exists.
 */
export const PUBLIC = '@public';
