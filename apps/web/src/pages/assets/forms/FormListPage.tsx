import { FORM_KIND_INFO, type FormKind, type FormRow, formatDateTime, formatMoney } from '@bo/contract';
import { Button, Card, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormCount, useForms } from '../../../api/assetForms';
import { Permission } from '../../../auth/Permission';
import { ListExportButton } from '../../../components/export/ListExportButton';
import { CountTabs, useActiveIndex } from '../../../components/resource/CountTabs';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import type { FilterField } from '../../../components/resource/types';
import { useListState } from '../../../components/resource/useListState';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { FormActions } from './FormActions';
import { FormCreateDrawer } from './FormCreateDrawer';
import { FormDetailDrawer } from './FormDetailDrawer';
import { FormStatusTag } from './FormStatusTag';
import { FORM_TABS, LIST_PATHS, PAGE_CREATED, permissionsOf } from './formKinds';
import { kindColumns } from './kindColumns';

const FILTER_NAMES = ['keyword'];

/** The list of one form kind (AssetsJoinList, AssetsOutList…): status tabs with counts, search, actions. */
export function FormListPage({ kind }: { kind: FormKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [activeIndex, setTab] = useActiveIndex(FORM_TABS.length);
  const status = FORM_TABS[activeIndex - 1];
  const list = useListState(FILTER_NAMES);
  const params = useMemo(
    () => ({ ...list.params, status: status === 'all' ? undefined : status }),
    [list.params, status],
  );
  const query = useForms(kind, params);
  const counts = useFormCount(kind, list.state.filters).data;
  const [viewing, setViewing] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  useReturnFocus(viewing !== null || creating);
  const label = (f: string) => t(`assetForms.fields.${f}`);

  const create = () =>
    PAGE_CREATED.includes(kind) ? navigate(`${LIST_PATHS[kind]}/create`) : setCreating(true);
  const filters: FilterField[] = [{ kind: 'text', name: 'keyword', label: label('keyword') }];
  const columns: ResourceColumn<FormRow>[] = [
    {
      key: 'number',
      title: label('number'),
      render: (r) => (
        <Button type="link" size="small" onClick={() => setViewing(r.id)}>
          {r.number}
        </Button>
      ),
    },
    { key: 'status', title: label('status'), render: (r) => <FormStatusTag status={r.status} /> },
    { key: 'organization_name', title: label('organization') },
    ...kindColumns(kind, t),
    { key: 'reason', title: label('reason'), ellipsis: true },
    { key: 'line_count', title: label('line_count'), align: 'right' },
    {
      key: 'total_value',
      title: label('total_value'),
      align: 'right',
      render: (r) => formatMoney(r.total_value),
    },
    { key: 'created_by_name', title: label('created_by') },
    { key: 'created_at', title: label('created_at'), render: (r) => formatDateTime(r.created_at) },
    {
      key: 'actions',
      title: t('resources.common.actions'),
      fixed: 'right',
      width: 220,
      render: (r) => <FormActions kind={kind} form={r} onView={() => setViewing(r.id)} />,
    },
  ];

  return (
    <Card>
      <CountTabs
        tabs={FORM_TABS}
        activeIndex={activeIndex}
        onChange={setTab}
        label={(tab) => t(`assetForms.statuses.${tab}`)}
        counts={counts}
        highlight="submitted"
      />
      <ResourceTable<FormRow>
        key={activeIndex}
        list={{ ...list, params }}
        query={query}
        columns={columns}
        filters={filters}
        toolbar={
          <Space>
            <Permission api={permissionsOf(kind).create}>
              <Button type="primary" onClick={create}>
                {t('assetForms.create.title', { kind: t(`assetForms.kinds.${kind}`) })}
              </Button>
            </Permission>
            <ListExportButton path={FORM_KIND_INFO[kind].route} params={params} />
            {kind === 'lease_grant' ? (
              <ListExportButton
                path={`${FORM_KIND_INFO[kind].route}/installments`}
                params={params}
                label={t('listExport.installments')}
              />
            ) : null}
          </Space>
        }
      />
      {viewing !== null ? (
        <FormDetailDrawer kind={kind} id={viewing} onClose={() => setViewing(null)} />
      ) : null}
      {creating ? <FormCreateDrawer kind={kind} onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
