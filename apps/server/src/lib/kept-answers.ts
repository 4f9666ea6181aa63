import { KeptUntilWrite } from './kept-until-write.js';

interface Kept {
  body: string;
  at: number;
}

/** Where an answer stands: its key, and the database's generation when it was read. */
export interface AnswerTicket {
  key: string;
  generation: number;
}

/**
 * Whole serialized answers of read requests, kept like {@link KeptUntilWrite} values: for `ttlMs`, and
 * only until this instance handles a write or hears of one (every write drops them all). An answer
 * read while a write was handled, or begun before a drop, is never kept: the ticket taken before the
 * read carries the generation, and a drop moves it on.
 */
export class KeptAnswers {
  private readonly byDb = new WeakMap<object, Map<string, Kept>>();
  private readonly generations = new WeakMap<object, number>();

  constructor(
    readonly ttlMs: number,
    /** Answers kept per database at most (the oldest goes first). */
    private readonly maxAnswers: number,
    /** Longer answers are not kept (a page of 10 to 50 rows is a few KB). */
    private readonly maxChars: number,
  ) {
    KeptUntilWrite.register(this);
  }

  /** The kept answer for `key`, if any and still fresh. */
  find(db: object, key: string): string | undefined {
    if (KeptUntilWrite.isWriting(db)) return undefined;
    const kept = this.byDb.get(db)?.get(key);
    if (!kept) return undefined;
    if (Date.now() - kept.at < this.ttlMs) return kept.body;
    this.byDb.get(db)?.delete(key);
    return undefined;
  }

  /** Taken before the answer is read; undefined while a write is handled (nothing to keep then). */
  ticket(db: object, key: string): AnswerTicket | undefined {
    if (KeptUntilWrite.isWriting(db)) return undefined;
    return { key, generation: this.generations.get(db) ?? 0 };
  }

  /** Keeps `body` unless a write was handled or heard of since `ticket` was taken. */
  keep(db: object, ticket: AnswerTicket, body: string): void {
    if (body.length > this.maxChars || KeptUntilWrite.isWriting(db)) return;
    if ((this.generations.get(db) ?? 0) !== ticket.generation) return;
    let answers = this.byDb.get(db);
    if (!answers) {
      answers = new Map();
      this.byDb.set(db, answers);
    }
    answers.delete(ticket.key);
    answers.set(ticket.key, { body, at: Date.now() });
    if (answers.size > this.maxAnswers) answers.delete(answers.keys().next().value as string);
  }

  drop(db: object): void {
    this.byDb.delete(db);
    this.generations.set(db, (this.generations.get(db) ?? 0) + 1);
  }
}
