import type { CatalogShape } from '../../shape.js';
import type { system as zh } from '../zh/system.js';

/** Web UI texts of the System pages (en). */
export const system: CatalogShape<typeof zh> = {
  admin: {
    createTitle: 'New administrator',
    editTitle: 'Edit administrator',
    passwordHint: 'Leave empty to keep the current password',
    normal: 'Normal',
    forbidden: 'Forbidden',
    keywordPlaceholder: 'Account / nickname / phone / email',
    never: 'Never',
    selfDelete: 'You cannot delete yourself',
  },
  dataScope: {
    all: 'All',
    area: 'Own area',
    organization: 'Own organization',
    department: 'Own department',
    own: 'Own records only',
  },
  manage: {
    createTitle: 'New role',
    editTitle: 'Edit role',
    adminHolds: 'The administrator role holds every permission',
    allPermissions: 'All permissions',
    builtIn: 'The built-in role cannot be deleted',
  },
  power: {
    createTitle: 'New permission',
    editTitle: 'Edit permission',
    refresh: 'Refresh permissions',
    refreshed: '{{count}} permissions added',
    refreshedNone: 'Permissions are up to date, nothing added',
    apiOrParent: 'API and parent group, fill in at least one',
    listHint: 'An API ending in List appears in the menu',
    topLevel: 'Top level',
    shown: 'Shown',
    hidden: 'Hidden',
  },
  adminLog: {
    detailTitle: 'Operation log detail',
    noInput: 'No submitted data',
  },
  language: {
    createTitle: 'New language',
    editTitle: 'Edit language',
    builtIn: 'Chinese and English cannot be deleted',
    enabled: 'Enabled',
    disabled: 'Disabled',
  },
};
