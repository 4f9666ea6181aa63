import type { OpenApiDocument, OpenApiOperation } from '../../../api/openapi-types';

export interface OperationEntry {
  key: string;
  method: string;
  path: string;
  tag: string;
  operation: OpenApiOperation;
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, sorted by path then method. */
export function operationsOf(doc: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHOD_ORDER.includes(method)) continue;
      entries.push({ key: `${method} ${path}`, method, path, tag: operation.tags?.[0] ?? 'root', operation });
    }
  }
  return entries.sort(
    (a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  );
}

/** Operations whose method, path, summary, description, permission or operationId holds every word of `search`. */
export function filterOperations(entries: OperationEntry[], search: string): OperationEntry[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((e) => {
    const { summary, description, operationId } = e.operation;
    const text = [e.method, e.path, summary, description, e.operation['x-permission'], operationId]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Entries grouped by tag, groups in name order. */
export function groupByTag(entries: OperationEntry[]): [string, OperationEntry[]][] {
  const groups = new Map<string, OperationEntry[]>();
  for (const e of entries) groups.set(e.tag, [...(groups.get(e.tag) ?? []), e]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
