import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { settings } from './settings.js';

/** One entry of Vite's build manifest (`build.manifest`), keyed by source path. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleSizes {
  /**
   * gzip KB of what `/login` loads: the entry, its static imports and their CSS (the login page is in
   * the entry), and the Chinese catalog, which the entry loads before it renders.
   */
  loginJsKb: number;
  loginCssKb: number;
  /** The largest page chunk alone, and with the static imports it adds beyond the login route's. */
  largestRoute: { src: string; chunkKb: number; withImportsKb: number };
}

const gzipKb = (cache: Map<string, number>, file: string): number => {
  let size = cache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(settings.webDist, file))).length / 1024;
    cache.set(file, size);
  }
  return size;
};

/** The default language's messages: a chunk of its own that src/main.tsx awaits before rendering. */
const FIRST_CATALOG = 'src/i18n/catalogs/zh.ts';

/** The manifest keys `key` loads before running: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** gzip sizes of the login route and the largest route chunk, from apps/web/dist/.vite/manifest.json. */
export function measureBundle(): BundleSizes {
  const manifestFile = path.join(settings.webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build the web app with build.manifest (npm run build)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const cache = new Map<string, number>();
  const login = closure(manifest, entryKey);
  if (manifest[FIRST_CATALOG]) closure(manifest, FIRST_CATALOG, login);
  const chunks = (keys: Iterable<string>) => [...keys].map((k) => manifest[k]).filter((c) => !!c);
  const loginJs = chunks(login).map((c) => c.file);
  const loginCss = [...new Set(chunks(login).flatMap((c) => c.css ?? []))];
  const sum = (files: readonly string[]) => files.reduce((total, f) => total + gzipKb(cache, f), 0);

  let largest = { src: '', chunkKb: 0, withImportsKb: 0 };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/pages/')) continue;
    const chunkKb = gzipKb(cache, chunk.file);
    if (chunkKb <= largest.chunkKb) continue;
    const own = chunks([...closure(manifest, key)].filter((k) => !login.has(k)));
    const files = [...own.map((c) => c.file), ...own.flatMap((c) => c.css ?? [])];
    largest = { src: chunk.src, chunkKb, withImportsKb: sum([...new Set(files)]) };
  }
  return { loginJsKb: sum(loginJs), loginCssKb: sum(loginCss), largestRoute: largest };
}
