/** Case and spacing do not count: "new goods", "NewGoods" and "newgoods" are one query. */
export const fold = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

/** How well `query` (folded) names something known by `keys`: 0 a key starts with it, 1 holds it, else null. */
export function matchRank(keys: readonly string[], query: string): 0 | 1 | null {
  let rank: 0 | 1 | null = null;
  for (const key of keys) {
    const folded = fold(key);
    if (folded.startsWith(query)) return 0;
    if (folded.includes(query)) rank = 1;
  }
  return rank;
}

/** The items `query` matches, those a key starts with first, otherwise in their own order. */
export function filterByKeys<T extends { keys: readonly string[] }>(items: readonly T[], query: string): T[] {
  const folded = fold(query);
  if (!folded) return [...items];
  return items
    .map((item) => ({ item, rank: matchRank(item.keys, folded) }))
    .filter((m): m is { item: T; rank: 0 | 1 } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((m) => m.item);
}
