import { Alert, Button, Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EffectiveOf, useEffectiveAccess } from '../../api/effective';
import { EffectiveTree } from './EffectiveTree';

export interface EffectiveDialogProps {
  of: EffectiveOf;
  id: number;
  /** The role's or account's name, for the title. */
  name: string;
  onClose: () => void;
}

/**
 * What a role or an administrator may do (`GET manage|admin/effective/{id}`): the permissions on a tree
 * and, for an administrator, its data scope in words.
 */
export function EffectiveDialog({ of, id, name, onClose }: EffectiveDialogProps) {
  const { t } = useTranslation();
  const query = useEffectiveAccess(of, id);
  const access = query.data;
  return (
    <Modal
      open
      title={t(of === 'admin' ? 'system.effective.adminTitle' : 'system.effective.roleTitle', { name })}
      onCancel={onClose}
      width={640}
      footer={<Button onClick={onClose}>{t('system.effective.close')}</Button>}
    >
      {query.isError ? <Alert type="error" title={t('resources.common.loadError')} /> : null}
      {query.isLoading ? <Spin /> : null}
      {access ? (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            {access.data_scope_text !== null ? (
              <Descriptions.Item label={t('system.effective.dataScope')}>
                {access.data_scope_text}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('system.effective.permissions')}>
              {t('system.effective.count', { count: access.permissions.length, pages: access.pages.length })}
            </Descriptions.Item>
          </Descriptions>
          <EffectiveTree permissions={access.permissions} />
        </>
      ) : null}
    </Modal>
  );
}
