import { describe, expect, it } from 'vitest';
import { addMonths, leaseSchedule } from './lease.js';

describe('lease schedule', () => {
  it('adds months, keeping the day or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('makes one installment per cycle from the start until before the end', () => {
    expect(leaseSchedule('2026-01-01', '2027-01-01', 30000, 'quarter')).toEqual([
      { seq: 1, due_date: '2026-01-01', amount: 30000 },
      { seq: 2, due_date: '2026-04-01', amount: 30000 },
      { seq: 3, due_date: '2026-07-01', amount: 30000 },
      { seq: 4, due_date: '2026-10-01', amount: 30000 },
    ]);
    expect(leaseSchedule('2026-01-01', '2026-03-15', 100, 'month').map((i) => i.due_date)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(leaseSchedule('2026-01-01', '2030-01-01', 500, 'once')).toEqual([
      { seq: 1, due_date: '2026-01-01', amount: 500 },
    ]);
  });

  it('ends in December 9999: no due date past the last year', () => {
    for (const cycle of ['month', 'quarter', 'year'] as const)
      expect(leaseSchedule('9999-12-01', '9999-12-31', 100, cycle).map((i) => i.due_date)).toEqual([
        '9999-12-01',
      ]);
    expect(leaseSchedule('9999-10-31', '9999-12-31', 1, 'month').map((i) => i.due_date)).toEqual([
      '9999-10-31',
      '9999-11-30',
    ]);
  });
});
