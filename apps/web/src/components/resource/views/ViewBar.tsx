import { type SavedViewInput, SUPER_ROLE } from '@bo/contract';
import { Button, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../api/feedback';
import { useDestroyView } from '../../../api/views';
import { useSession } from '../../../stores/session';
import { SaveViewModal } from './SaveViewModal';
import type { TableViews } from './useTableViews';

export interface ViewBarProps {
  views: TableViews & { page: string };
  /** What a saved view would keep now. */
  snapshot: Pick<SavedViewInput, 'query' | 'columns' | 'density'>;
}

/** The views of a list: pick one, save the current state as a new one, update or delete the current one. */
export function ViewBar({ views, snapshot }: ViewBarProps) {
  const { t } = useTranslation();
  const { roles } = useSession();
  const [modal, setModal] = useState<'new' | 'edit' | null>(null);
  const destroy = useDestroyView(views.page);
  const { current } = views;
  // Another's view is listed only because it is shared with one of the user's roles: a super admin may delete it.
  const removable = current && (current.own || roles.includes(SUPER_ROLE));

  return (
    <Space wrap>
      <Select
        aria-label={t('views.view')}
        style={{ minWidth: 200 }}
        allowClear
        placeholder={t('views.noView')}
        value={current?.id}
        onChange={(id?: number) => views.selectView(id)}
        options={views.views.map((v) => ({
          value: v.id,
          label: (
            <Space size={4}>
              {v.name}
              {v.is_default ? <Tag color="blue">{t('views.defaultTag')}</Tag> : null}
              {v.own ? null : <Tag>{t('views.ownerTag', { name: v.owner_name })}</Tag>}
            </Space>
          ),
          title: v.name,
        }))}
      />
      <Button onClick={() => setModal('new')}>{t('views.save')}</Button>
      {current?.own ? <Button onClick={() => setModal('edit')}>{t('views.update')}</Button> : null}
      {removable ? (
        <Popconfirm
          title={t('views.removeConfirm', { name: current.name })}
          onConfirm={async () => {
            await destroy.mutateAsync(current.id);
            views.setCurrentId(undefined);
            feedback().message.success(t('views.removed'));
          }}
        >
          <Button danger>{t('views.remove')}</Button>
        </Popconfirm>
      ) : null}
      {modal ? (
        <SaveViewModal
          page={views.page}
          snapshot={snapshot}
          editing={modal === 'edit' ? current : undefined}
          onSaved={(view) => {
            views.setCurrentId(view.id);
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      ) : null}
    </Space>
  );
}
