import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text the server can send compressed. Images and fonts are compressed formats already; source maps are
 * included for when they are turned on (DevTools downloads them, and they compress well).
 */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Each encoding the server picks by `Accept-Encoding` (plugins/static-web.ts), written once at build
 * time at its slowest, best setting: the cost is paid once, not per request.
 */
const ENCODINGS = [
  {
    suffix: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
] as const;

/** Files under `dir` worth compressing; dot folders (`.vite`'s manifest) are not served, so skipped. */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && TEXT_FILE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** Bytes before and after: the plain files, and what each encoding sends (the plain file where none was written). */
export type PrecompressTotals = Record<'plain' | (typeof ENCODINGS)[number]['suffix'], number>;

/**
 * Writes `file.br` and `file.gz` beside each text file of the build, but only where the result is
 * smaller than the file: the server sends the plain file when a sibling is missing.
 */
export async function precompressDir(dir: string): Promise<{ files: number; totals: PrecompressTotals }> {
  const files = await textFiles(dir);
  const totals: PrecompressTotals = { plain: 0, '.br': 0, '.gz': 0 };
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.readFile(file);
      totals.plain += data.length;
      await Promise.all(
        ENCODINGS.map(async ({ suffix, compress }) => {
          const packed = await compress(data);
          if (packed.length >= data.length) {
            totals[suffix] += data.length;
            return;
          }
          totals[suffix] += packed.length;
          await fs.writeFile(`${file}${suffix}`, packed);
        }),
      );
    }),
  );
  return { files: files.length, totals };
}

/** The Vite plugin: precompresses the output folder once the build has written everything into it. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'bo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const { files, totals } = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      const { plain, ...packed } = totals;
      const sizes = Object.entries(packed).map(([suffix, n]) => `${suffix.slice(1)} ${kb(n)}`);
      log(`precompressed ${files} text files of ${kb(plain)}: ${sizes.join(', ')}`);
    },
  };
}
