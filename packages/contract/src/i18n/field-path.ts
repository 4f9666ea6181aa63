import type { Lang } from './shape.js';
import { fieldLabel, translate } from './translate.js';

const isIndex = (part: string) => /^\d+$/.test(part);

/** A catalog text, or undefined when the key is missing (translate answers the key itself then). */
function lookup(lang: Lang, key: string, params?: Record<string, string | number>): string | undefined {
  const text = translate(lang, key, params);
  return text === key ? undefined : text;
}

/** A field's label inside the enclosing lists (innermost first), else its plain label. */
function leafLabel(lang: Lang, lists: string[], leaf: string): string {
  for (const list of lists) {
    const scoped = lookup(lang, `paths.${list}.fields.${leaf}`);
    if (scoped) return scoped;
  }
  return fieldLabel(lang, leaf);
}

function describe(lang: Lang, parts: string[], lists: string[]): string {
  const at = parts.findIndex((part, i) => i > 0 && isIndex(part));
  if (at < 0) return leafLabel(lang, lists, parts.at(-1) ?? '');
  const name = parts[at - 1] ?? '';
  const n = Number(parts[at]) + 1;
  const rest = parts.slice(at + 1);
  const own = (kind: 'item' | 'field', params: Record<string, string | number>) =>
    lookup(lang, `paths.${name}.${kind}`, params) ??
    translate(lang, `paths.default.${kind}`, { list: leafLabel(lang, lists, name), ...params });
  if (rest.length === 0) return own('item', { n });
  return own('field', { n, field: describe(lang, rest, [name, ...lists]) });
}

/**
 * The readable name of a dotted field path for validation messages: `name` → its label,
 * `blocks.3.limit` → "Number of goods of block 4" (catalog section `paths`), nested lists compose.
 */
export function fieldPathLabel(lang: Lang, field: string): string {
  const parts = field.split('.').filter(Boolean);
  if (parts.length === 0) return field;
  return describe(lang, parts, []);
}
