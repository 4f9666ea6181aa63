import { CARD_CODE_TYPES, type CardCodeInput } from './good.js';

export type CardCodeParse = { ok: true; codes: CardCodeInput[] } | { ok: false; line: number; text: string };

/**
 * Card entries imported one per line: `number:key` for card keys, `address:code` for net
 * disks (the address is a URL, so it splits at the last colon). A full-width colon counts too; blank
 * lines are skipped. The first bad line is reported by its 1-based number.
 */
export function parseCardCodes(text: string, codeType: number): CardCodeParse {
  const codes: CardCodeInput[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim().replace(/：/g, ':');
    if (!line) continue;
    const at = codeType === CARD_CODE_TYPES.netDisk ? line.lastIndexOf(':') : line.indexOf(':');
    const name = line.slice(0, Math.max(at, 0)).trim();
    const code = line.slice(at + 1).trim();
    const badAddress = codeType === CARD_CODE_TYPES.netDisk && !/^https?:\/\/\S+$/i.test(name);
    if (at <= 0 || !name || !code || name.length > 255 || code.length > 255 || badAddress) {
      return { ok: false, line: i + 1, text: raw };
    }
    codes.push({ name, code });
  }
  return { ok: true, codes };
}

/** Every combination of the chosen values, in the order the options are given (the SKU table rows). */
export function skuCombinations(
  options: readonly { key: string; values: readonly string[] }[],
): { key: string; value: string }[][] {
  const chosen = options.filter((o) => o.values.length > 0);
  if (chosen.length === 0) return [];
  return chosen.reduce<{ key: string; value: string }[][]>(
    (rows, option) =>
      rows.flatMap((row) => option.values.map((value) => [...row, { key: option.key, value }])),
    [[]],
  );
}
