import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BUILT_IN_LANGUAGES,
  type LanguageRow,
  useDestroyLanguage,
  useLanguages,
} from '../../../api/languages';
import { Permission } from '../../../auth/Permission';
import { DeleteButton } from '../../../components/resource/DeleteButton';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import { useEditing } from '../../../components/resource/useEditing';
import { useListState } from '../../../components/resource/useListState';
import { LanguageForm } from './LanguageForm';

const FILTERS: string[] = [];

/** LanguageList: the languages of the language menu; zh and en cannot be deleted. */
export function LanguageListPage() {
  const { t } = useTranslation();
  const list = useListState(FILTERS);
  const query = useLanguages(list.params);
  const destroy = useDestroyLanguage();
  const editing = useEditing<LanguageRow>();
  const label = (f: string) => t(`resources.language.fields.${f}`);

  const columns: ResourceColumn<LanguageRow>[] = [
    { key: 'id', title: label('id'), sortable: true, width: 80 },
    { key: 'name', title: label('name') },
    { key: 'code', title: label('code') },
    { key: 'sort', title: label('sort'), sortable: true },
    {
      key: 'state',
      title: label('state'),
      render: (r) =>
        r.state === 1 ? (
          <Tag color="success">{t('system.language.enabled')}</Tag>
        ) : (
          <Tag>{t('system.language.disabled')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      render: (r) => (
        <Space size={0}>
          <Permission api="LanguageEdit">
            <Button type="link" size="small" onClick={() => editing.edit(r)}>
              {t('resources.common.edit')}
            </Button>
          </Permission>
          <DeleteButton
            api="LanguageDestroy"
            disabledReason={BUILT_IN_LANGUAGES.includes(r.code) ? t('system.language.builtIn') : undefined}
            onConfirm={() => destroy.mutateAsync(r.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ResourceTable<LanguageRow>
        list={list}
        query={query}
        columns={columns}
        toolbar={
          <Permission api="LanguageCreate">
            <Button type="primary" onClick={editing.create}>
              {t('resources.common.create')}
            </Button>
          </Permission>
        }
      />
      {editing.open ? <LanguageForm row={editing.row} onClose={editing.close} /> : null}
    </>
  );
}
