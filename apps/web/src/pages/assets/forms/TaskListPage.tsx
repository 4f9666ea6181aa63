import { formatDateTime, TASK_KINDS, TASK_STATUSES, type TaskKind, type TaskRow } from '@bo/contract';
import { App, Button, Card, Segmented, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompleteTask, useTaskCount, useTasks } from '../../../api/assetForms';
import { Permission } from '../../../auth/Permission';
import { ListExportButton } from '../../../components/export/ListExportButton';
import { CountTabs, useActiveIndex } from '../../../components/resource/CountTabs';
import { type ResourceColumn, ResourceTable } from '../../../components/resource/ResourceTable';
import type { FilterField } from '../../../components/resource/types';
import { useListState } from '../../../components/resource/useListState';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { FormDetailDrawer } from './FormDetailDrawer';

const FILTER_NAMES = ['keyword'];

/**
 * Warehouse tasks (TaskList: every kind; OutTaskList, BackTaskList, RentTaskList: one kind): pending and
 * completed, each completed once with a confirmation, which moves the form's assets.
 */
export function TaskListPage({ kind }: { kind?: TaskKind }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [activeIndex, setTab] = useActiveIndex(TASK_STATUSES.length);
  const [chosenKind, setKind] = useState<TaskKind | 'all'>('all');
  const taskKind = kind ?? (chosenKind === 'all' ? undefined : chosenKind);
  const list = useListState(FILTER_NAMES);
  const params = useMemo(
    () => ({ ...list.params, kind: taskKind, status: TASK_STATUSES[activeIndex - 1] }),
    [list.params, taskKind, activeIndex],
  );
  const query = useTasks(params);
  const counts = useTaskCount(
    useMemo(() => ({ keyword: list.params.keyword, kind: taskKind }), [list.params.keyword, taskKind]),
  ).data;
  const complete = useCompleteTask();
  const [viewing, setViewing] = useState<TaskRow | null>(null);
  useReturnFocus(viewing !== null);
  const f = (name: string) => t(`assetForms.fields.${name}`);

  const completeTask = (row: TaskRow) =>
    modal.confirm({
      title: t('assetForms.tasks.complete'),
      content: t('assetForms.confirm.complete'),
      onOk: async () => {
        message.success(await complete.mutateAsync({ id: row.id, version: row.version }));
      },
    });

  const filters: FilterField[] = [{ kind: 'text', name: 'keyword', label: f('number') }];
  const columns: ResourceColumn<TaskRow>[] = [
    { key: 'id', title: '#', width: 70 },
    {
      key: 'kind',
      title: t('assetForms.tasks.form'),
      render: (r) => <Tag>{t(`assetForms.tasks.kinds.${r.kind}`)}</Tag>,
    },
    {
      key: 'form_number',
      title: f('number'),
      render: (r) => (
        <Button type="link" size="small" onClick={() => setViewing(r)}>
          {r.form_number}
        </Button>
      ),
    },
    { key: 'organization_name', title: f('organization') },
    { key: 'target', title: f('target_organization'), render: (r) => r.target_organization_name ?? '-' },
    { key: 'place_name', title: f('place'), render: (r) => r.place_name ?? '-' },
    { key: 'line_count', title: f('line_count'), align: 'right' },
    { key: 'created_at', title: f('created_at'), render: (r) => formatDateTime(r.created_at) },
    {
      key: 'completed',
      title: t('assetForms.tasks.completedBy'),
      render: (r) => (r.completed_at ? `${r.completed_by_name} · ${formatDateTime(r.completed_at)}` : '-'),
    },
    {
      key: 'actions',
      can: 'TaskComplete',
      title: t('resources.common.actions'),
      fixed: 'right',
      width: 120,
      render: (r) =>
        r.status === 'pending' ? (
          <Permission api="TaskComplete">
            <Button type="link" size="small" onClick={() => completeTask(r)}>
              {t('assetForms.tasks.complete')}
            </Button>
          </Permission>
        ) : (
          <Tag color="success">{t('assetForms.tasks.statuses.completed')}</Tag>
        ),
    },
  ];

  return (
    <Card>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {kind ? null : (
          <Segmented
            value={chosenKind}
            onChange={(v) => setKind(v as TaskKind | 'all')}
            options={(['all', ...TASK_KINDS] as const).map((k) => ({
              value: k,
              label: t(`assetForms.tasks.kinds.${k}`),
            }))}
          />
        )}
        <CountTabs
          tabs={TASK_STATUSES}
          activeIndex={activeIndex}
          onChange={setTab}
          label={(s) => t(`assetForms.tasks.statuses.${s}`)}
          counts={counts}
        />
        <ResourceTable<TaskRow>
          key={`${activeIndex}-${taskKind}`}
          list={{ ...list, params }}
          query={query}
          columns={columns}
          filters={filters}
          toolbar={<ListExportButton path="task" params={params} />}
        />
      </Space>
      {viewing ? (
        <FormDetailDrawer kind={viewing.form_kind} id={viewing.form_id} onClose={() => setViewing(null)} />
      ) : null}
    </Card>
  );
}
