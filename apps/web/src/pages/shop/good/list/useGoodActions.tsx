import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDestroyGood, useGoodState } from '../../../../api/goods';

/** State changes and deletes of one or several goods, each confirmed first and reported after. */
export function useGoodActions() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const state = useGoodState();
  const destroy = useDestroyGood();

  const confirm = (title: string, run: () => Promise<unknown>, onDone?: () => void, danger = false) =>
    modal.confirm({
      title,
      okText: t('resources.common.yes'),
      cancelText: t('resources.common.no'),
      okButtonProps: danger ? { danger: true } : undefined,
      onOk: () =>
        run().then(
          (text) => {
            message.success(typeof text === 'string' ? text : t('resources.common.saved'));
            onDone?.();
          },
          // The request client has shown the server's reason.
          () => undefined,
        ),
    });

  return {
    sellNow: (ids: number[], onDone?: () => void) =>
      confirm(
        ids.length > 1
          ? t('goods.actions.confirmBatchSell', { count: ids.length })
          : t('goods.actions.confirmSell'),
        () => state.mutateAsync({ ids, input: { is_show: 1 } }),
        onDone,
      ),
    toWarehouse: (ids: number[], onDone?: () => void) =>
      confirm(
        ids.length > 1
          ? t('goods.actions.confirmBatchWarehouse', { count: ids.length })
          : t('goods.actions.confirmWarehouse'),
        () => state.mutateAsync({ ids, input: { is_show: 0 } }),
        onDone,
      ),
    remove: (ids: number[], onDone?: () => void) =>
      confirm(
        ids.length > 1
          ? t('goods.actions.confirmBatchDelete', { count: ids.length })
          : t('goods.actions.confirmDelete'),
        () =>
          destroy
            .mutateAsync(ids.length === 1 ? (ids[0] ?? 0) : ids)
            .then(() => t('resources.common.deleted')),
        onDone,
        true,
      ),
    /** Shelves at `timing` (ISO); resolves when saved. */
    shelveAt: (ids: number[], timing: string) => state.mutateAsync({ ids, input: { is_show: 2, timing } }),
  };
}
