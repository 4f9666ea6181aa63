import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../useReturnFocus';
import { EffectiveDialog, type EffectiveDialogProps } from './EffectiveDialog';

/** A row action "Permissions" opening what the role or administrator may do. */
export function EffectiveButton(props: Omit<EffectiveDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('system.effective.action')}
      </Button>
      {open ? <EffectiveDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
