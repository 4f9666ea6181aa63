import { AGE_GROUPS, AGE_SERIES, AGE_UNKNOWN, SEX_SERIES, type StatPoint } from '@bo/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dayWindow, inWindows, localDay, windowIndex } from '../dashboard/index.js';

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

/**
 * The members registered on each day, one row per day that has any: how many (`n`), how many of them
 * men (`male`) and women (`female`), and of each age group (`age0`… in `AGE_SERIES` order). One query
 * over the `created_at` range, from `members_created_idx` alone (it holds the gender and birthday): the
 * members are counted by day, gender and age group, and those counts (a few dozen a day) are then laid
 * out one row per day, which keeps what the reader thread hands over, and the server's thread takes in,
 * small.
 */
export function ageSexQuery(db: Db, days: readonly string[], today: string) {
  const windows = (days.length > 0 ? days : [today]).map(dayWindow);
  const members = db
    .selectFrom('members')
    .select([windowIndex('created_at', windows).as('day'), 'gender', ageIndex(today).as('age')])
    .where(inWindows('created_at', windows))
    .as('m');
  const counts = db
    .selectFrom(members)
    .select(['m.day', 'm.gender', 'm.age', sql<number>`count(*)`.as('n')])
    .groupBy(['m.day', 'm.gender', 'm.age'])
    .as('c');
  const where = (condition: RawBuilder<boolean>) =>
    sql<number>`sum(case when ${condition} then c.n else 0 end)`;
  return db
    .selectFrom(counts)
    .select([
      'c.day',
      sql<number>`sum(c.n)`.as('n'),
      where(sql`c.gender = 1`).as('male'),
      where(sql`c.gender = 2`).as('female'),
      ...AGE_SERIES.map((_, i) => where(sql`c.age = ${sql.lit(i)}`).as(`age${i}`)),
    ])
    .groupBy('c.day');
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
  const counts: number[][] = days.map(() => []);
  for (const row of (await ageSexQuery(db, days, today).execute()) as Record<string, number | string>[]) {
    const day = counts[Number(row.day)];
    if (!day) continue;
    const male = Number(row.male);
    const female = Number(row.female);
    day.push(
      male,
      female,
      Number(row.n) - male - female,
      ...AGE_SERIES.map((_, i) => Number(row[`age${i}`])),
    );
  }
  const series = [...SEX_SERIES, ...AGE_SERIES];
  return days.flatMap((date, i) => series.map((s, k) => ({ series: s, date, value: counts[i]?.[k] ?? 0 })));
}
