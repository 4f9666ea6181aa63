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

/** A value as compared for changes: empty text, null and undefined alike, dates by their instant, keys in order. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'object') return value;
  const iso = (value as { toISOString?: () => string }).toISOString;
  if (typeof iso === 'function') return iso.call(value);
  if (Array.isArray(value)) return value.map(comparable);
  const record = value as Record<string, unknown>;
  // A field left empty is the same as one never set.
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, comparable(record[key])])
      .filter(([, v]) => v !== null),
  );
}

/**
 * Whether a form holds anything other than what it opened with: a field typed in and typed back, or one
 * a control set on its own as it mounted, is no change, so closing it asks nothing.
 */
export function formChanged(touched: boolean, now: unknown, opened: unknown): boolean {
  return touched && JSON.stringify(comparable(now)) !== JSON.stringify(comparable(opened));
}
