import type { Key, ReactNode } from 'react';

/** A column of a printed table: its heading, its cell, and whether it holds figures (set right). */
export interface PrintColumn<Row> {
  key: string;
  title: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  num?: boolean;
}

/**
 * A plain bordered table for paper (the print CSS draws it). A column given as `false` is left out, so a
 * narrow paper can drop columns where they are declared.
 */
export function PrintTable<Row>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly (PrintColumn<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
}) {
  const shown = columns.filter((c): c is PrintColumn<Row> => c !== false);
  return (
    <table>
      <thead>
        <tr>
          {shown.map((c) => (
            <th key={c.key} className={c.num ? 'num' : undefined}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)}>
            {shown.map((c) => (
              <td key={c.key} className={c.num ? 'num' : undefined}>
                {c.cell(row, i)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
