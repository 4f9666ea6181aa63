import type { ownInfoSchema } from '@bo/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { invalid } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { nowIso } from '../../lib/time.js';

export type OwnInfo = z.output<typeof ownInfoSchema>;

/** Where an avatar may point: nowhere, our own uploads, or an http(s) address. */
const PORTRAIT = /^(?:\/uploads\/[\w./-]+|https?:\/\/\S+)$/;

export interface OwnInfoCaller {
  adminId: number;
  /** The session family making the change: it stays signed in after a password change. */
  familyId: string;
}

/**
 * `POST user/admin` (the complete-info form): the schema checked every form rule; this checks the
 * old password, saves in one update and, after a password change, signs out every other session.
 */
export async function saveOwnInfo(db: Db, caller: OwnInfoCaller, input: OwnInfo): Promise<void> {
  const portrait = input.portrait ?? '';
  if (portrait && !PORTRAIT.test(portrait)) throw invalid({ portrait: 'validation.format' });

  let passwordHash: string | null = null;
  let oldHash: string | null = null;
  if (input.old_password) {
    const current = await db
      .selectFrom('admins')
      .select('password_hash')
      .where('id', '=', caller.adminId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(current.password_hash, input.old_password))) {
      throw invalid({ old_password: 'info.oldPasswordWrong' });
    }
    oldHash = current.password_hash;
    passwordHash = await hashPassword(input.password ?? '');
  }

  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('admins')
      .set({
        nickname: input.nickname ?? '',
        cellphone: input.cellphone ?? '',
        avatar: portrait,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        version: sql<number>`version + 1`,
        updated_at: now,
      })
      .where('id', '=', caller.adminId);
    // Compare-and-set: a password changed meanwhile (another session) makes the old one wrong.
    if (oldHash) update = update.where('password_hash', '=', oldHash);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw invalid({ old_password: 'info.oldPasswordWrong' });
    if (passwordHash) {
      await trx
        .updateTable('auth_sessions')
        .set({ revoked_at: now })
        .where('admin_id', '=', caller.adminId)
        .where('family_id', '<>', caller.familyId)
        .where('revoked_at', 'is', null)
        .execute();
    }
  });
}
