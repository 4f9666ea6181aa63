import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDiskFull, outageError, outageLog } from '../src/http/outages.js';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('outage errors', () => {
  it('knows what node-postgres throws while the database is down or restarting', () => {
    for (const error of [
      failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      failure('terminating connection due to administrator command', '57P01'),
      failure('the database system is starting up', '57P03'),
      failure('connection failure', '08006'),
      failure('Connection terminated unexpectedly'),
      failure('timeout exceeded when trying to connect'),
      new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(outageError(error)?.code).toBe(50300);
    }
  });

  it('leaves query errors, constraint violations and full disks alone', () => {
    for (const error of [
      failure('duplicate key value violates unique constraint', '23505'),
      failure('relation "x" does not exist', '42P01'),
      failure('SQLITE_BUSY: database is locked', 'SQLITE_BUSY'),
      null,
    ]) {
      expect(outageError(error)).toBeNull();
    }
    expect(isDatabaseUnavailable(failure('no space', 'ENOSPC'))).toBe(false);
  });

  it('responds with 50700 for a full disk or quota', () => {
    expect(isDiskFull(failure('ENOSPC: no space left on device, write', 'ENOSPC'))).toBe(true);
    expect(outageError(failure('EDQUOT: disk quota exceeded', 'EDQUOT'))?.code).toBe(50700);
  });

  it('logs an outage once per period with the count it left out', () => {
    const lines: object[] = [];
    const log = { warn: (object: object) => lines.push(object) };
    const note = outageLog(60_000);
    for (let i = 0; i < 5; i++) note(log, failure('refused', 'ECONNREFUSED'), 'outage');
    expect(lines).toEqual([{ code: 'ECONNREFUSED', reason: 'refused', leftOut: 0 }]);
  });
});
