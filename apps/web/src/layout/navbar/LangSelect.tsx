import { TranslationOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { browser } from '../../api/browser';
import { useMenuLanguages } from '../../api/languages';
import { currentLanguage, i18n, languageKey, saveLanguage } from '../../i18n';

/**
 * Language switch: the languages of `GET lang`; saves the cookie, confirms, reloads (so every text,
 * an added language's catalog among them, is loaded in the new language).
 */
export function LangSelect() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const languages = useMenuLanguages();
  const current = currentLanguage();
  const choose = (code: string) => {
    if (languageKey(code) === current) return;
    saveLanguage(code);
    // In the language left: the new one's texts come with the reload.
    void message.success(i18n.t('layout.language.success'), 0.8).then(browser.reload);
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: languages.map((l) => ({ key: languageKey(l.code), label: l.name })),
        onClick: ({ key }) => choose(key),
      }}
    >
      <Button
        type="text"
        aria-label={t('layout.language.title')}
        title={t('layout.language.title')}
        icon={<TranslationOutlined />}
      />
    </Dropdown>
  );
}
