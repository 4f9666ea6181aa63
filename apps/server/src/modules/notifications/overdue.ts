import { FORM_KIND_INFO, type FormKind } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { nowIso } from '../../lib/time.js';

/** What each kind of form lends out, the status its assets keep until they come back, and its return day. */
const LENT = {
  rental: { status: 'lent', day: 'due_date' },
  lease_grant: { status: 'leased', day: 'end_date' },
} as const;

/**
 * Tells the admin who made each rental or lease whose return day is before `today` while some of its
 * assets are still out (lent or leased), once per form: the form is marked notified in the same
 * transaction as the notification, only if it was not already, so two instances (or two runs) checking
 * at once notify once. Returns how many forms were notified.
 */
export async function notifyOverdue(app: FastifyInstance, today: string): Promise<number> {
  const db = app.db;
  let notified = 0;
  for (const [kind, { status, day }] of Object.entries(LENT) as [
    keyof typeof LENT,
    (typeof LENT)[keyof typeof LENT],
  ][]) {
    const forms = await db
      .selectFrom('asset_forms as f')
      .select(['f.id', 'f.number', 'f.created_by', `f.${day} as day`])
      .where('f.kind', '=', kind)
      .where('f.status', '=', 'completed')
      .where('f.overdue_notified_at', 'is', null)
      .where(`f.${day}`, '<', today)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('asset_form_lines as l')
            .innerJoin('assets as a', 'a.id', 'l.asset_id')
            .select(sql`1`.as('one'))
            .whereRef('l.form_id', '=', 'f.id')
            .where('a.status', '=', status),
        ),
      )
      .orderBy('f.id')
      .limit(1000)
      .execute();
    for (const form of forms) {
      const tell = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('asset_forms')
          .set({ overdue_notified_at: nowIso() })
          .where('id', '=', form.id)
          .where('overdue_notified_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return null;
        return app.notifications.notifyIn(trx, [
          {
            adminId: form.created_by,
            kind: 'overdue',
            message: 'notifications.overdue',
            params: { kindKey: `form.kinds.${kind as FormKind}`, number: form.number, date: form.day ?? '' },
            target: { page: FORM_KIND_INFO[kind].list, query: { keyword: form.number } },
          },
        ]);
      });
      if (tell) {
        notified++;
        await tell();
      }
    }
  }
  return notified;
}
