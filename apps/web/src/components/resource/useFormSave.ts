import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../api/form-errors';

/**
 * A form's save in flight: `save(action)` marks the form as saving while `action` runs and puts the
 * server's field errors under their inputs (`rename` maps a server field to the form's name for it).
 */
export function useFormSave(form: FormInstance, rename?: Record<string, string>) {
  const [saving, setSaving] = useState(false);
  const save = async (action: () => Promise<void>) => {
    setSaving(true);
    try {
      await action();
    } catch (error) {
      applyFieldErrors(form, error, rename);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
