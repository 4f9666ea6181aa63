/**
 * The rooms of the code and which way their imports may point (`npm run lint` runs this). The picture
 * and the reasons are in docs/architecture.md, "Rooms and the imports between them".
 */
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-stands-alone',
      comment:
        'The contract is read by the server, the web and outside clients: it imports nothing of ours but itself, and no Node module.',
      severity: 'error',
      from: { path: '^packages/contract/src/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^packages/contract/src/', '^node_modules/zod/'],
      },
    },
    {
      name: 'web-never-imports-the-server',
      comment: 'The web app talks to the server over HTTP only; what both need lives in the contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/(server|web/node_modules)/|^deploy/' },
    },
    {
      name: 'server-foundations-never-import-modules',
      comment:
        'lib, http, jobs, plugins, auth and db are what the modules stand on: they never reach up into a module (a module registers what they need, at start).',
      severity: 'error',
      from: { path: `${SERVER}(lib|http|jobs|plugins|db|auth)/` },
      to: { path: MODULES },
    },
    {
      name: 'modules-meet-through-their-index',
      comment:
        "A module uses another module only through what that module's index.ts exposes, never a file inside it.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'no-imports-from-routes',
      comment:
        'A routes file only registers routes: what others need from it moves to a service file. Only what composes routes imports them: another routes.ts, an index.ts (the registry of modules) and the app.',
      severity: 'error',
      from: { pathNot: '(^|/)(index|routes)\\.ts$|\\.test\\.ts$|^apps/server/src/app\\.ts$' },
      to: { path: `^apps/server/src/.*/routes\\.ts$` },
    },
    {
      name: 'web-without-import-circles',
      comment: 'A circle of imports in the web app makes the load order decide what is defined.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
