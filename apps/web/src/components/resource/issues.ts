import { fieldPathLabel, type Lang } from '@bo/contract';
import type { TFunction } from 'i18next';

export interface FormIssue {
  /** Dotted path of the payload (`skus.2.codes`). */
  path: string;
  text: string;
}

/** Schema issues in the words the server would use: `{{attribute}}` is the readable field path. */
export function translateIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string; minimum?: unknown; maximum?: unknown }[],
  t: TFunction,
  lang: Lang,
): FormIssue[] {
  const seen = new Set<string>();
  const result: FormIssue[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    const bound = issue.maximum ?? issue.minimum;
    const place = typeof bound === 'number' || typeof bound === 'bigint' ? String(bound) : '';
    result.push({ path, text: t(issue.message, { attribute: fieldPathLabel(lang, path), place }) });
  }
  return result;
}

/** A server's 42200 field messages (already translated) as issues. */
export function serverIssues(errors: Record<string, string[]>): FormIssue[] {
  return Object.entries(errors).flatMap(([path, list]) => (list[0] ? [{ path, text: list[0] }] : []));
}
