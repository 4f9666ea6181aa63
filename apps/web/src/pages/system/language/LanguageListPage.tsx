import {
  type CatalogState,
  isBuiltInLang,
  type LanguageCatalogState,
  languageResource,
  type ResourceRowOf,
} from '@bo/contract';
import { Alert, Button, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogStates } from '../../../api/languages';
import { Permission } from '../../../auth/Permission';
import {
  type DeclaredListExtras,
  DeclaredListPage,
} from '../../../components/resource/declared/DeclaredListPage';
import type { DeclaredRow } from '../../../components/resource/declared/declaredColumns';
import { CatalogUpload } from './CatalogUpload';
import { downloadTemplate } from './catalogFile';

type LanguageRow = ResourceRowOf<typeof languageResource>;

const STATE_COLORS: Record<CatalogState, string> = {
  'built-in': 'blue',
  complete: 'green',
  incomplete: 'orange',
  none: 'default',
};

function CatalogTag({ state, t }: { state: LanguageCatalogState | undefined; t: TFunction }) {
  if (!state) return null;
  return (
    <Tag color={STATE_COLORS[state.state]}>
      {t(`system.language.states.${state.state}`, { count: state.missing })}
    </Tag>
  );
}

/**
 * LanguageList: the declared languages page, with each row's catalog: whether it is complete (a
 * language is offered in the switchers only then), its upload and the template to translate.
 */
export function LanguageListPage() {
  const { t } = useTranslation();
  const states = useCatalogStates();
  const extras = useMemo((): DeclaredListExtras => {
    const byId = new Map(states.data?.map((s) => [s.id, s]));
    // The page lists languages only: its rows are the language resource's.
    const code = (row: DeclaredRow) => (row as LanguageRow).code;
    return {
      columns: [
        {
          key: 'catalog',
          title: t('system.language.catalog'),
          render: (row) => <CatalogTag state={byId.get(row.id)} t={t} />,
        },
      ],
      rowActions: (row) => (
        <>
          {isBuiltInLang(code(row)) ? null : (
            <Permission api={languageResource.permissions.edit}>
              <CatalogUpload id={row.id} />
            </Permission>
          )}
          <Button type="link" size="small" onClick={() => void downloadTemplate(code(row))}>
            {t('system.language.template')}
          </Button>
        </>
      ),
    };
  }, [states.data, t]);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('system.language.hint')} />
      <DeclaredListPage resource={languageResource} extras={extras} />
    </Space>
  );
}
