/** A UI catalog: groups of texts, nested, as the built-in ones are and as an uploaded one must be. */
export interface CatalogTree {
  readonly [key: string]: string | CatalogTree;
}

/** What is wrong with one key of an uploaded catalog; only `unknown` lets the catalog be saved. */
export type CatalogProblem = 'missing' | 'notText' | 'empty' | 'unknown';

export interface CatalogFinding {
  /** The dotted path of the key, e.g. `resources.common.save`. */
  key: string;
  problem: CatalogProblem;
}

export interface CatalogCheck {
  /** Missing, non-text and empty keys (in the reference's order), then unknown ones. */
  findings: CatalogFinding[];
  /** Whether any finding keeps the catalog from being saved. */
  blocked: boolean;
  /** The texts to keep: the reference's keys and their plural forms, nothing unknown. */
  catalog: CatalogTree;
  /** How many texts `catalog` holds. */
  texts: number;
}

/**
 * Plural forms by CLDR category: a reference key `x_other` lets a catalog add `x_few` or `x_many` for a
 * language that counts that way (i18next picks the form by the language's rules).
 */
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/** Every text's dotted path in `tree` (the keys a complete catalog holds), in the tree's order. */
export function catalogKeys(tree: CatalogTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [join(prefix, key)] : catalogKeys(value, join(prefix, key)),
  );
}

/** A plural form of a reference text, written as text. */
function isPluralForm(reference: CatalogTree, key: string, value: unknown): boolean {
  const base = PLURAL.exec(key)?.[1];
  return (
    base !== undefined &&
    typeof reference[`${base}_other`] === 'string' &&
    typeof value === 'string' &&
    value.trim() !== ''
  );
}

/**
 * One group of the upload against the reference's group. Only the reference's keys are followed down,
 * so however deep an upload nests, the walk goes no deeper than the reference; an unknown key is named
 * once, with nothing below it.
 */
function checkGroup(
  reference: CatalogTree,
  given: Record<string, unknown>,
  prefix: string,
  blocking: CatalogFinding[],
  unknown: CatalogFinding[],
): Record<string, string | CatalogTree> {
  const kept: Record<string, string | CatalogTree> = {};
  for (const [key, expected] of Object.entries(reference)) {
    const path = join(prefix, key);
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    if (typeof expected !== 'string') {
      // A group sent as anything else lacks every text of the group.
      kept[key] = checkGroup(expected, isGroup(value) ? value : {}, path, blocking, unknown);
    } else if (value === undefined) blocking.push({ key: path, problem: 'missing' });
    else if (typeof value !== 'string') blocking.push({ key: path, problem: 'notText' });
    else if (value.trim() === '') blocking.push({ key: path, problem: 'empty' });
    else kept[key] = value;
  }
  for (const [key, value] of Object.entries(given)) {
    if (Object.hasOwn(reference, key)) continue;
    if (isPluralForm(reference, key, value)) kept[key] = value as string;
    else unknown.push({ key: join(prefix, key), problem: 'unknown' });
  }
  return kept;
}

/**
 * Checks an uploaded catalog against `reference` (the built-in zh catalog: its keys are the keys of the
 * interface): every reference key must be a non-empty text; keys it does not know are named but do not
 * block, and are not kept.
 */
export function checkCatalog(upload: Record<string, unknown>, reference: CatalogTree): CatalogCheck {
  const blocking: CatalogFinding[] = [];
  const unknown: CatalogFinding[] = [];
  const catalog = checkGroup(reference, upload, '', blocking, unknown);
  return {
    findings: [...blocking, ...unknown],
    blocked: blocking.length > 0,
    catalog,
    texts: catalogKeys(catalog).length,
  };
}
