import { useState } from 'react';
import { useReturnFocus } from '../useReturnFocus';

/**
 * Which record a form modal edits: closed, a new one (`{}`), or an existing row. The form is mounted
 * only while open; closing it gives the focus back to the button or link that opened it.
 */
export function useEditing<T>() {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  useReturnFocus(editing !== null);
  return {
    open: editing !== null,
    row: editing?.row ?? null,
    create: () => setEditing({ row: null }),
    edit: (row: T) => setEditing({ row }),
    close: () => setEditing(null),
  };
}
