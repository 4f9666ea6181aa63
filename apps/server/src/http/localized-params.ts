import { type Lang, translate } from '@bo/contract';

/** Turns a catalog key and its parameters into text in a language. */
export type Translator = (lang: Lang, key: string, params?: Record<string, string | number>) => string;

/**
 * Parameters named `<name>Key` hold a catalog key: they are given translated, as `<name>`. A key's
 * text may itself use the other parameters (a reason naming a status), so keys are filled twice.
 * `text` translates (the core catalog's by default).
 */
export function localizedParams(
  lang: Lang,
  params: Record<string, string | number>,
  text: Translator = translate,
): Record<string, string | number> {
  const plain: Record<string, string | number> = {};
  const keys: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Key') && typeof value === 'string') keys.push([name.slice(0, -3), value]);
    else plain[name] = value;
  }
  const fill = (given: Record<string, string | number>) =>
    Object.fromEntries(keys.map(([name, key]) => [name, text(lang, key, given)]));
  const once = { ...plain, ...fill(plain) };
  return { ...plain, ...fill(once) };
}
