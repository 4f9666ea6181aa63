import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DOC_NAME_PATTERN, type Doc, type DocSummary, type Lang } from '@bo/contract';
import { notFound } from '../../../http/errors.js';

/** Shown first, in this order; other shipped documents follow by name. */
const ORDER = ['architecture', 'plugins', 'deployment', 'deployment-postgresql'];

/** `docs/` at the repository root: the nearest folder above this file that has `docs/architecture.md`. */
function findDocsDir(start: string): string | null {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'docs');
    if (existsSync(path.join(candidate, 'architecture.md'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

let docsDir: string | null | undefined;
/** Where the shipped Markdown documents live (found once). */
export function shippedDocsDir(): string | null {
  docsDir ??= findDocsDir(import.meta.dirname);
  return docsDir;
}

/** The first `# ` heading, or the name when the document has none. */
function titleOf(markdown: string, name: string): string {
  return /^#\s+(.+?)\s*#*\s*$/m.exec(markdown)?.[1] ?? name;
}

/** A document's file for `lang`: `docs/<lang>/<name>.md` when that translation exists, else `docs/<name>.md`. */
function fileOf(dir: string, name: string, lang: Lang): string {
  if (!DOC_NAME_PATTERN.test(name)) throw notFound();
  const translated = path.join(dir, lang, `${name}.md`);
  const file = existsSync(translated) ? translated : path.join(dir, `${name}.md`);
  // The name pattern already rules out separators and dots; this keeps it that way if it ever changes.
  if (path.relative(dir, file).startsWith('..')) throw notFound();
  return file;
}

async function readDoc(dir: string, name: string, lang: Lang): Promise<Doc> {
  let markdown: string;
  try {
    markdown = await fs.readFile(fileOf(dir, name, lang), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
    throw error;
  }
  return { name, title: titleOf(markdown, name), markdown };
}

const rank = (name: string) => {
  const at = ORDER.indexOf(name);
  return at < 0 ? ORDER.length : at;
};

/** `GET docs`: every shipped document's name and title. */
export async function listDocs(lang: Lang, dir = shippedDocsDir()): Promise<DocSummary[]> {
  if (!dir) return [];
  const names = (await fs.readdir(dir))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -3))
    .filter((name) => DOC_NAME_PATTERN.test(name))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const docs = await Promise.all(names.map((name) => readDoc(dir, name, lang)));
  return docs.map(({ name, title }) => ({ name, title }));
}

/** `GET docs/:name`: one document's Markdown; 40400 for a name that is not shipped. */
export async function getDoc(name: string, lang: Lang, dir = shippedDocsDir()): Promise<Doc> {
  if (!dir) throw notFound();
  return readDoc(dir, name, lang);
}
