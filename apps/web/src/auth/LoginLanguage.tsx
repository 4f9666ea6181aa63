import { Segmented } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '../api/browser';
import { useMenuLanguages } from '../api/languages';
import { currentLanguage, languageKey, saveLanguage } from '../i18n';

/** Beyond this many languages the choice is a drop-down: buttons would not fit beside the title. */
const MAX_BUTTONS = 3;

// Loaded only when there are that many languages: antd's Select (with its virtual list, about 20 KB
// compressed) would otherwise be part of every first visit to the login page.
const LoginLanguageSelect = lazy(async () => ({
  default: (await import('./LoginLanguageSelect')).LoginLanguageSelect,
}));

/**
 * Language choice on the login page: the languages of `GET lang`. Like the top bar's, it reloads the
 * page, so every text is loaded in the new language.
 */
export function LoginLanguage() {
  const { t } = useTranslation();
  const options = useMenuLanguages().map((l) => ({ value: languageKey(l.code), label: l.name }));
  const choose = (code: string) => {
    saveLanguage(code);
    browser.reload();
  };
  if (options.length > MAX_BUTTONS)
    return (
      <Suspense fallback={null}>
        <LoginLanguageSelect
          label={t('layout.language.title')}
          value={currentLanguage()}
          options={options}
          onChange={choose}
        />
      </Suspense>
    );
  return <Segmented<string> size="small" value={currentLanguage()} options={options} onChange={choose} />;
}
