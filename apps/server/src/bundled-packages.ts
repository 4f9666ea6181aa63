import fs from 'node:fs';
import module from 'node:module';

/** Where each bundled package's file is, by the import that names it (written by the server's build). */
type Bundled = Record<string, string>;

/**
 * The imports of the packages the build bundled (scripts/bundle-packages.mjs), resolved to their one
 * file under `dir` instead of their hundreds: a fifth less of a start. Run from sources, or built by a
 * build that made no bundles, nothing changes. Hooks apply to this thread only: the export and import
 * threads load the packages as they are, each its own copy in any case.
 */
export function useBundledPackages(dir: URL): void {
  let bundled: Bundled;
  try {
    bundled = JSON.parse(fs.readFileSync(new URL('index.json', dir), 'utf8')) as Bundled;
  } catch {
    return;
  }
  // Node 22.15 and 23.5 on; an older Node loads the packages as they are.
  module.registerHooks?.({ resolve: bundledResolve(bundled, dir) });
}

/** The resolve hook: an import the bundles hold goes to its file, any other as Node resolves it. */
export function bundledResolve(bundled: Bundled, dir: URL): module.ResolveHookSync {
  const urls = new Map(
    Object.entries(bundled).map(([specifier, file]) => [specifier, new URL(file, dir).href]),
  );
  return (specifier, context, nextResolve) => {
    const url = urls.get(specifier);
    return url ? { url, format: 'module', shortCircuit: true } : nextResolve(specifier, context);
  };
}
