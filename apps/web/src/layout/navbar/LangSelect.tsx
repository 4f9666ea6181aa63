import { TranslationOutlined } from '@ant-design/icons';
import { LANGS, type Lang, type LanguageOption } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { currentLanguage, i18n, saveLanguage } from '../../i18n';

const FALLBACK: LanguageOption[] = [
  { code: 'zh', name: '中文' },
  { code: 'en', name: 'English' },
];

/** Languages from `GET lang` that the web has a pack for; zh/en when the list is unavailable. */
function usableLanguages(list: LanguageOption[] | undefined): LanguageOption[] {
  const usable = (list ?? []).filter((l) => (LANGS as string[]).includes(l.code));
  return usable.length > 0 ? usable : FALLBACK;
}

/** Language switch: saves the cookie, confirms, reloads (so every text is loaded in the new language). */
export function LangSelect() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data } = useQuery({
    queryKey: ['lang'],
    queryFn: () => request<LanguageOption[]>('lang', { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const current = currentLanguage();
  const choose = (lang: Lang) => {
    if (lang === current) return;
    saveLanguage(lang);
    void message
      .success(i18n.getFixedT(lang)('layout.language.success'), 0.8)
      .then(() => window.location.reload());
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: usableLanguages(data).map((l) => ({ key: l.code, label: l.name })),
        onClick: ({ key }) => choose(key as Lang),
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
