import fs from 'node:fs';
import path from 'node:path';
import type { machine } from './settings.js';
import { settings } from './settings.js';

/** One measured number; `target` reads like `< 50` and `pass` is null when there is no target. */
export interface Result {
  name: string;
  value: number | null;
  unit: string;
  target: string | null;
  pass: boolean | null;
  /** Why the value is missing or suspect (errors, non-2xx responses, a failed child). */
  note?: string;
  /** The measurement itself failed: the run did not measure it, so it cannot have met anything. */
  failed?: boolean;
}

/** A result checked against `target`: `below` means the value must stay under it, else reach it. */
export function measured(
  name: string,
  value: number | null,
  unit: string,
  target?: { below?: number; atLeast?: number },
  note?: string,
): Result {
  let pass: boolean | null = null;
  let text: string | null = null;
  if (target?.below !== undefined) {
    text = `< ${target.below}`;
    pass = value !== null && value < target.below;
  } else if (target?.atLeast !== undefined) {
    text = `>= ${target.atLeast}`;
    pass = value !== null && value >= target.atLeast;
  }
  if (note && pass) pass = false;
  return { name, value, unit, target: text, pass, ...(note ? { note } : {}) };
}

const format = (value: number | null): string => {
  if (value === null) return '-';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  if (Math.abs(value) >= 1) return value.toFixed(2);
  return value.toFixed(3);
};

/** Prints the table, then one MISSED line per target not met. */
export function printTable(results: readonly Result[]): void {
  const rows = results.map((r) => [
    r.name,
    `${format(r.value)} ${r.unit}`,
    r.target ? `${r.target} ${r.unit}` : '',
    r.pass === null ? '' : r.pass ? 'pass' : 'MISSED',
  ]);
  const header = ['measure', 'value', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 1 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  const missed = results.filter((r) => r.pass === false);
  console.log('');
  for (const r of missed)
    console.log(
      `MISSED ${r.name}: ${format(r.value)} ${r.unit}, target ${r.target}${r.note ? ` (${r.note})` : ''}`,
    );
  const failed = results.filter((r) => r.failed);
  for (const r of failed) console.log(`FAILED ${r.name}: ${r.note ?? ''}`);
  for (const r of results.filter((x) => x.note && x.pass !== false && !x.failed))
    console.log(`NOTE ${r.name}: ${r.note}`);
  const verdict = [
    ...(missed.length ? [`${missed.length} target(s) missed.`] : []),
    ...(failed.length ? [`${failed.length} measurement(s) failed.`] : []),
  ];
  console.log(
    verdict.length ? verdict.join(' ') : 'Every target met.',
    `Written to ${path.relative(process.cwd(), settings.results)}.`,
  );
}

/** `bench/results.json`: when, where, on which database, and every measure. */
export function writeResults(
  results: readonly Result[],
  database: Record<string, unknown>,
  host: ReturnType<typeof machine>,
): void {
  fs.mkdirSync(path.dirname(settings.results), { recursive: true });
  const body = { date: new Date().toISOString(), machine: host, database, results };
  fs.writeFileSync(settings.results, `${JSON.stringify(body, null, 2)}\n`);
}
