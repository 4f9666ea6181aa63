import { listExportOf } from '@bo/contract';
import { useCallback } from 'react';
import { downloadListExport, startListExport } from '../../api/listExports';
import type { ListParams } from '../../api/resource';
import { ExportJobButton } from './ExportJobButton';

/**
 * The export button of a list declared in LIST_EXPORTS: shown to holders of its permission, it exports
 * the list's current filters (`params`, as the list asks with them), shows the progress and downloads.
 */
export function ListExportButton({
  path,
  params,
  label,
}: {
  path: string;
  params: ListParams;
  label?: string;
}) {
  const declared = listExportOf(path);
  const start = useCallback((filters: ListParams) => startListExport(path, filters), [path]);
  const download = useCallback(
    (jobId: number, name: string) => downloadListExport(path, jobId, name),
    [path],
  );
  if (!declared) return null;
  return (
    <ExportJobButton
      params={params}
      api={declared.permission}
      start={start}
      download={download}
      texts="listExport"
      label={label}
    />
  );
}
