import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { flushQueue, isNetworkFailure, memoryStore, type NewCheck, type QueuedCheck } from './checkQueue';

const check = (lineId: number, result: 'found' | 'missing' = 'found'): NewCheck => ({
  form_id: 7,
  code: `ZC0301-2026-00000${lineId}`,
  line: { line_id: lineId, result },
  photo: null,
});

async function filled(...checks: NewCheck[]) {
  const store = memoryStore();
  for (const c of checks) await store.add(c);
  return store;
}

const offline = () => new ApiError(0, 'network');
const refused = () => new ApiError(40900, 'not running', {}, 409);

describe('the offline queue of the verification walk', () => {
  it('sends every queued check in the order it was recorded and empties the queue', async () => {
    const store = await filled(check(1), check(2), check(1, 'missing'));
    const sent: string[] = [];
    const report = await flushQueue(store, async (c) => {
      sent.push(`${c.line.line_id}:${c.line.result}`);
    });
    expect(sent).toEqual(['1:found', '2:found', '1:missing']);
    expect(report).toEqual({ sent: 3, rejected: [], stopped: false });
    expect(await store.all()).toEqual([]);
  });

  it('stops at the first network failure and keeps that check and the later ones, in order', async () => {
    const store = await filled(check(1), check(2), check(3));
    const report = await flushQueue(store, async (c) => {
      if (c.line.line_id === 2) throw offline();
    });
    expect(report).toEqual({ sent: 1, rejected: [], stopped: true });
    expect((await store.all()).map((c) => c.line.line_id)).toEqual([2, 3]);
  });

  it('keeps the queue when the server breaks (5xx), to try again later', async () => {
    const store = await filled(check(1));
    const report = await flushQueue(store, async () => {
      throw new ApiError(50000, 'internal', {}, 500);
    });
    expect(report.stopped).toBe(true);
    expect(await store.all()).toHaveLength(1);
  });

  it('keeps the queue when the session ended meanwhile, to send it after signing in again', async () => {
    const store = await filled(check(1));
    const report = await flushQueue(store, async () => {
      throw new ApiError(50002, 'session expired', {}, 401);
    });
    expect(report.stopped).toBe(true);
    expect(await store.all()).toHaveLength(1);
  });

  it('drops a check the server refuses (4xx), reports why, and goes on with the next', async () => {
    const store = await filled(check(1), check(2));
    const report = await flushQueue(store, async (c) => {
      if (c.line.line_id === 1) throw refused();
    });
    expect(report.sent).toBe(1);
    expect(
      report.rejected.map((r: { check: QueuedCheck; reason: string }) => [r.check.line.line_id, r.reason]),
    ).toEqual([[1, 'not running']]);
    expect(await store.all()).toEqual([]);
  });

  it('queues on a failed fetch or a missing answer, never on the server refusing', () => {
    expect(isNetworkFailure(offline())).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(refused())).toBe(false);
    expect(isNetworkFailure(new ApiError(40300, 'forbidden', {}, 403))).toBe(false);
    expect(isNetworkFailure(new ApiError(50000, 'internal', {}, 500))).toBe(false);
  });
});
