import { AUDIT_SUBJECTS, auditTextKeys } from '@bo/contract';
import type { i18n as I18n, TFunction } from 'i18next';

/** A record kind's name in the reader's language (an unknown kind by its own name). */
export function subjectTitle(t: TFunction, type: string): string {
  const subject = AUDIT_SUBJECTS[type];
  return subject ? t(subject.title) : type;
}

/** `商品 #42`: the record an entry names, or nothing when it names none. */
export function subjectName(t: TFunction, type: string | null, id: number | null): string {
  if (!type) return '';
  return id === null
    ? subjectTitle(t, type)
    : `${subjectTitle(t, type)} ${t('system.adminLog.record', { id })}`;
}

/** The text the record's own pages give `path` (`fields.name`, `options.is_show.1`), if any. */
export function recordText(i18n: I18n, type: string, path: string): string | undefined {
  const key = auditTextKeys(type, path).find((k) => i18n.exists(k));
  return key === undefined ? undefined : i18n.t(key);
}
