import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../useReturnFocus';
import { EffectiveDialog, type EffectiveDialogProps } from './EffectiveDialog';

/**
 * A row action "Permissions" opening what the role or administrator may do; `label` where another
 * "Permissions" stands beside it (the role form's tree).
 */
export function EffectiveButton({
  label,
  ...props
}: Omit<EffectiveDialogProps, 'onClose'> & { label?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {label ?? t('system.effective.action')}
      </Button>
      {open ? <EffectiveDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
