import { type Block, type BlockType, fieldPathLabel, type Lang, pageLayoutSchema } from '@bo/contract';

/** A new block of `type` with the settings a shop usually starts from; a client-made UUID as id. */
export function newBlock(type: BlockType): Block {
  const id = crypto.randomUUID();
  switch (type) {
    case 'banner':
      return { id, type, banner_ids: [], items: [{ image: '', link: '' }], interval: 5 };
    case 'category_nav':
      return { id, type, category_ids: [], columns: 4 };
    case 'goods_grid':
      return { id, type, title: '', filter: {}, sort: 'default', limit: 8, columns: 2 };
    case 'notice':
      return { id, type, count: 3 };
    case 'image_ad':
      return { id, type, image: '', link: '', height: 120 };
  }
}

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Field errors per block id, each keyed by the path inside the block (`limit`, `items.0.image`). */
export type BlockErrors = Record<string, Record<string, string>>;

const BLOCK_PATH = /^(?:layout\.)?blocks\.(\d+)(?:\.(.+))?$/;

/**
 * Sorts messages keyed by layout paths (`layout.blocks.3.limit` from the server, `blocks.3.limit` from
 * the client check) onto the blocks they name; a message on the whole block goes under `_`.
 */
export function errorsByBlock(blocks: readonly Block[], messages: Record<string, string>): BlockErrors {
  const result: BlockErrors = {};
  for (const [path, text] of Object.entries(messages)) {
    const match = BLOCK_PATH.exec(path);
    const block = match ? blocks[Number(match[1])] : undefined;
    if (!block) continue;
    const own = result[block.id] ?? {};
    result[block.id] = own;
    const inner = match?.[2] ?? '_';
    own[inner] ??= text;
  }
  return result;
}

/** The same check the server runs, worded the same way (`blocks.3.limit` → "Number of goods of block 4 …"). */
export function validateBlocks(
  blocks: readonly Block[],
  lang: Lang,
  t: (key: string, params: Record<string, string>) => string,
): Record<string, string> {
  const result = pageLayoutSchema.safeParse({ blocks });
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const bound = 'maximum' in issue ? issue.maximum : 'minimum' in issue ? issue.minimum : '';
    const key = /^[a-z]+\.[A-Za-z]+$/.test(issue.message) ? issue.message : 'validation.format';
    messages[path] ??= t(key, { attribute: fieldPathLabel(lang, path), place: String(bound ?? '') });
  }
  return messages;
}
