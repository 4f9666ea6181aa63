import { LANGS, type Lang } from '@bo/contract';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, saveLanguage } from '../i18n';

/**
 * Language choice on the login page; like the top bar's, it reloads the page, so every text is loaded in the
 * new language.
 */
export function LoginLanguage() {
  const { t } = useTranslation();
  return (
    <Segmented<Lang>
      size="small"
      value={currentLanguage()}
      options={LANGS.map((code) => ({ value: code, label: t(`login.languages.${code}`) }))}
      onChange={(code) => {
        saveLanguage(code);
        window.location.reload();
      }}
    />
  );
}
