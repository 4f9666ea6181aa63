import type { AuditChanges } from '@bo/contract';
import type { Db, Trx } from '../db/database.js';
import { isSecretName, MASK, redact } from './redact.js';

/** A record as the admin log compares it: its fields by name, each a plain JSON value. */
export type Snapshot = Readonly<Record<string, unknown>>;

/** A kind of record (`good`, `brand`) as the log names it, and the fields it hides. */
export interface SubjectKind {
  type: string;
  /** Fields that hold secrets although their names do not say so (a secret setting). */
  secret?: readonly string[];
}

/** A kind of record writes are noted for, read inside the write's own transaction. */
export interface AuditSubject extends SubjectKind {
  /**
   * The records of `ids` that exist now (a deleted one is missing), as the log compares them. The read
   * takes no lock of its own: the write's own rules lock what they need in their own order, and a lock
   * taken here first made two writes that each touch the other's row (a new default clearing the old)
   * wait on each other until PostgreSQL ended one with a deadlock.
   */
  read(db: Db | Trx, ids: readonly number[]): Promise<ReadonlyMap<number, Snapshot>>;
}

/** One record a request changed: what the admin log writes beside the request. */
export interface AuditEntry {
  subject_type: string;
  /** Null for a record without an id (the configuration). */
  subject_id: number | null;
  changes: AuditChanges;
}

/** A write begun: `done()` once it is written. */
export interface PendingChange {
  done(): Promise<void>;
}

interface Note {
  kind: SubjectKind;
  id: number | null;
  before: Snapshot | null;
  after: Snapshot | null;
}

/** Nothing to compare on a side that does not exist: a created record's empty fields are no change. */
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function shown(kind: SubjectKind, field: string, value: unknown): unknown {
  if (isEmpty(value)) return value ?? null;
  return isSecretName(field) || kind.secret?.includes(field) ? MASK : redact(value);
}

/**
 * The fields that differ, `{field: [before, after]}`: every field with a value on a creation
 * (`[null, value]`) or a deletion (`[value, null]`); secrets as `***` on each side that has one, long
 * texts cut as the log cuts them.
 */
export function changesOf(note: Note): AuditChanges {
  const { kind, before, after } = note;
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const old = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    if ((before === null || after === null) && isEmpty(old) && isEmpty(now)) continue;
    changes[field] = [shown(kind, field, old), shown(kind, field, now)];
  }
  return changes;
}

/**
 * What one request changed, record by record, noted by the write paths inside their transactions
 * and written by the admin log beside the request once it answered (plugins/admin-log.ts). A request
 * that failed wrote nothing (its transaction rolled back), so the log drops its notes. A record noted
 * twice keeps its first `before` and its last `after`.
 */
export class AuditTrail {
  readonly #notes = new Map<string, Note>();

  /** Notes a record's state before and after the write (`null`: it did not exist). */
  note(kind: SubjectKind, id: number | null, before: Snapshot | null, after: Snapshot | null): void {
    const key = `${kind.type}:${id ?? ''}`;
    const earlier = this.#notes.get(key);
    this.#notes.set(key, { kind, id, before: earlier ? earlier.before : before, after });
  }

  /**
   * Reads the records `ids` before an edit or deletion of them; the answer's `done()`, after the write
   * in the same transaction, reads them again and notes each (a write that throws first notes nothing).
   */
  async before(trx: Db | Trx, subject: AuditSubject, ids: readonly number[]): Promise<PendingChange> {
    const before = await subject.read(trx, ids);
    return {
      done: async () => {
        const after = await subject.read(trx, ids);
        for (const id of new Set(ids)) this.note(subject, id, before.get(id) ?? null, after.get(id) ?? null);
      },
    };
  }

  /** Notes the record `id` just made, as the transaction that made it (or the database after it) reads it. */
  async created(db: Db | Trx, subject: AuditSubject, id: number): Promise<void> {
    this.note(subject, id, null, (await subject.read(db, [id])).get(id) ?? null);
  }

  /**
   * Runs `write`, a write that keeps its own transactions, between two reads of the records `ids`, and
   * notes each. The reads are not in the write's transaction: another request's write to the same
   * records in between would show in this one's "before" or "after" (as it may with the reads inside,
   * which take no lock either). A write that throws notes nothing.
   */
  async around<T>(
    db: Db,
    subject: AuditSubject,
    ids: readonly number[],
    write: () => Promise<T>,
  ): Promise<T> {
    const change = await this.before(db, subject, ids);
    const result = await write();
    await change.done();
    return result;
  }

  /** The records noted, each with its changes. */
  entries(): AuditEntry[] {
    return [...this.#notes.values()].map((note) => ({
      subject_type: note.kind.type,
      subject_id: note.id,
      changes: changesOf(note),
    }));
  }
}
