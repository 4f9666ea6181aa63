import {
  AGE_GROUPS,
  AGE_SERIES,
  AGE_UNKNOWN,
  SEX_SERIES,
  type SexSeries,
  type StatPoint,
} from '@bo/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dayBounds, localDay } from '../dashboard/days.js';

/**
 * The index of the day holding `created_at`, given the end instant of each day but the last: a CASE
 * split in halves, so a row costs about log2(days) comparisons however long the range.
 */
function dayIndex(ends: readonly string[], lo: number, hi: number): RawBuilder<number> {
  if (lo === hi) return sql<number>`${sql.lit(lo)}`;
  const mid = Math.floor((lo + hi) / 2);
  return sql<number>`case when created_at < ${ends[mid]} then ${dayIndex(ends, lo, mid)} else ${dayIndex(ends, mid + 1, hi)} end`;
}

/** The last birthday of someone `years` old today: older people were born on or before it. */
function bornBy(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * The index into `AGE_SERIES` of a member's age group as of `today`: birthdays are `YYYY-MM-DD`, so
 * text order is calendar order (someone born on 29 February turns a year older on 1 March).
 */
function ageIndex(today: string): RawBuilder<number> {
  const unknown = AGE_SERIES.indexOf(AGE_UNKNOWN);
  // Oldest group first: the first bound a birthday meets is its group.
  const groups = AGE_GROUPS.map((g, i) => ({ i, bound: bornBy(today, g.from) })).reverse();
  const whens = groups.map(({ i, bound }) => sql`when birthday <= ${bound} then ${sql.lit(i)}`);
  // A birthday after today (never accepted by the forms) counts with the youngest.
  return sql<number>`case when birthday is null then ${sql.lit(unknown)} ${sql.join(whens, sql` `)} else ${sql.lit(0)} end`;
}

const sexOf = (gender: number): SexSeries => (gender === 1 ? 'male' : gender === 2 ? 'female' : 'unknown');

/**
 * The members registered on each day, counted per day, gender and age group in one query over the
 * `created_at` range (`members_created_idx`).
 */
export function ageSexQuery(db: Db, days: readonly string[], today: string) {
  const first = dayBounds(days[0] ?? today).from;
  const last = dayBounds(days.at(-1) ?? today).to;
  const ends = days.slice(0, -1).map((day) => dayBounds(day).to);
  const members = db
    .selectFrom('members')
    .select([dayIndex(ends, 0, Math.max(days.length - 1, 0)).as('day'), 'gender', ageIndex(today).as('age')])
    .where('created_at', '>=', first)
    .where('created_at', '<', last)
    .as('m');
  return db
    .selectFrom(members)
    .select(['m.day', 'm.gender', 'm.age', sql<number>`count(*)`.as('n')])
    .groupBy(['m.day', 'm.gender', 'm.age']);
}

/**
 * `GET statistic/age_and_sex`: per day, the members registered that day by sex (`male`, `female`,
 * `unknown`) and by age group (`AGE_SERIES`), every day and series present (zero when none).
 */
export async function ageSexPoints(
  db: Db,
  days: string[],
  today = localDay(new Date()),
): Promise<StatPoint[]> {
  if (days.length === 0) return [];
  const counts = days.map(() => new Map<string, number>());
  for (const row of await ageSexQuery(db, days, today).execute()) {
    const day = counts[Number(row.day)];
    const age = AGE_SERIES[Number(row.age)];
    if (!day || !age) continue;
    const n = Number(row.n);
    const sex = sexOf(Number(row.gender));
    day.set(sex, (day.get(sex) ?? 0) + n);
    day.set(age, (day.get(age) ?? 0) + n);
  }
  return days.flatMap((date, i) =>
    [...SEX_SERIES, ...AGE_SERIES].map((series) => ({ series, date, value: counts[i]?.get(series) ?? 0 })),
  );
}
