/** The pinyin a Chinese name may be typed as: its initials ("splb") and its whole spelling. */
export type Spell = (text: string) => string[];

const HAN = /\p{Script=Han}/u;

let loading: Promise<Spell> | null = null;
let loaded: Spell | null = null;

/** The speller once loaded, so a palette opened again finds by pinyin from its first render. */
export const loadedSpell = (): Spell | null => loaded;

/**
 * Loads pinyin-pro (its dictionary weighs a few hundred kB) the first time the palette opens, never with
 * the app: most sessions never open the palette. A failed load is forgotten, so the next opening tries again.
 */
export function loadSpell(): Promise<Spell> {
  loading ??= import('pinyin-pro').then(
    ({ pinyin }) => {
      const spell: Spell = (text) =>
        HAN.test(text)
          ? [
              pinyin(text, { pattern: 'first', toneType: 'none', separator: '' }),
              pinyin(text, { toneType: 'none', separator: '' }),
            ]
          : [];
      loaded = spell;
      return spell;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
