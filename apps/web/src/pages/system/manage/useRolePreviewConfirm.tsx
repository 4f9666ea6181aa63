import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { previewRole } from '../../../api/effective';
import type { RoleInput } from '../../../api/roles';
import { RolePreviewSummary } from './RolePreviewSummary';

/**
 * The confirm step of a role edit: asks the server what saving would change (`POST manage/preview/{id}`)
 * and, when the permissions change, shows the gains, losses and admins affected before anything is saved.
 * Resolves whether to save; a refusal rejects, as the save would, so the form shows it under its fields.
 */
export function useRolePreviewConfirm() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return async (id: number, input: RoleInput): Promise<boolean> => {
    const preview = await previewRole(id, input);
    // A change of name or introduction alone changes nobody's rights: nothing to confirm.
    if (preview.gains.length === 0 && preview.losses.length === 0) return true;
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('system.manage.preview.title'),
        content: <RolePreviewSummary preview={preview} />,
        okText: t('system.manage.preview.save'),
        cancelText: t('resources.common.cancel'),
        width: 520,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };
}
