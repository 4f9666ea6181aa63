import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { browser } from '../api/browser';
import { useMenuLanguages } from '../api/languages';
import { currentLanguage, languageKey, saveLanguage } from '../i18n';

/** Beyond this many languages the choice is a drop-down: buttons would not fit beside the title. */
const MAX_BUTTONS = 3;

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
      <Select
        size="small"
        aria-label={t('layout.language.title')}
        value={currentLanguage()}
        options={options}
        onChange={choose}
        popupMatchSelectWidth={false}
      />
    );
  return <Segmented<string> size="small" value={currentLanguage()} options={options} onChange={choose} />;
}
