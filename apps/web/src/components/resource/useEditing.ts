import { useState } from 'react';

/** Which record a form modal edits: closed, a new one (`{}`), or an existing row. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  return {
    open: editing !== null,
    row: editing?.row ?? null,
    create: () => setEditing({ row: null }),
    edit: (row: T) => setEditing({ row }),
    close: () => setEditing(null),
  };
}
