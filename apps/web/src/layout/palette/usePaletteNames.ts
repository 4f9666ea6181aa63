import { LANGS, type Lang } from '@bo/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSignedInTexts } from '../../i18n';
import type { NameOf } from './paletteEntries';
import { loadedSpell, loadSpell, type Spell } from './pinyin';

/**
 * Names for the palette: each text as shown in the user's language, found by its words in every language
 * and by the pinyin of the Chinese ones. The other language's catalog and the pinyin dictionary load when
 * the palette first opens (mounted only while open); until then a text is found by what is loaded.
 */
export function usePaletteNames(): NameOf {
  const { t, i18n } = useTranslation();
  const [spell, setSpell] = useState<Spell | null>(loadedSpell);
  // The languages whose catalog is in: the page's own at first, every one once the others came.
  const [langs, setLangs] = useState<readonly Lang[]>(() =>
    LANGS.filter((l) => i18n.hasResourceBundle(l, 'translation')),
  );

  useEffect(() => {
    let live = true;
    loadSignedInTexts(LANGS).then(
      () => live && setLangs(LANGS),
      () => undefined,
    );
    loadSpell().then(
      (loaded) => live && setSpell(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  return useCallback<NameOf>(
    (key, fallback) => {
      const texts = langs.map((lng) => (i18n.exists(key, { lng }) ? i18n.getFixedT(lng)(key) : fallback));
      const label = i18n.exists(key) ? t(key) : fallback;
      return { label, keys: [...new Set([...texts, ...(spell ? texts.flatMap(spell) : [])])] };
    },
    [t, i18n, spell, langs],
  );
}
