import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Leaving a form: `leaveForm(touched, leave)` leaves at once when nothing was typed, and otherwise only
 * after the person confirms that the changes are discarded.
 */
export function useLeaveForm() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (touched: boolean, leave: () => void) => {
    if (!touched) return leave();
    modal.confirm({
      title: t('resources.common.discardTitle'),
      content: t('resources.common.discardContent'),
      okText: t('resources.common.discard'),
      okButtonProps: { danger: true },
      cancelText: t('resources.common.cancel'),
      onOk: leave,
    });
  };
}
