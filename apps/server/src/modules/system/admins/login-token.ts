import { ISSUED_LOGIN_TOKEN_TTL_S, type IssuedLoginToken } from '@bo/contract';
import type { Db } from '../../../db/database.js';
import { conflict } from '../../../http/errors.js';
import { found } from '../../../lib/records.js';
import { adminsOutOfReach, beyondReach, issueLoginToken, loadDelegator } from '../../auth/index.js';

/** Why an account is out of reach, told in the words of issuing a token for it. */
const REFUSALS = {
  'admin.superOnly': 'admin.loginTokenSuperOnly',
  'admin.beyondCaller': 'admin.loginTokenBeyond',
} as const;

/**
 * `POST admin/login-token/{id}`: a single-use token that signs in as another account. A token is the
 * account itself for a while, so the account must be in the caller's reach exactly as for an edit (no
 * super admin unless the caller is one, nothing it holds or sees beyond the caller): whoever may not set
 * its password may not sign in as it either. Never for oneself (it would only be a second session
 * passed around as a link), never for a disabled account (the token could not be used).
 */
export async function issueAdminLoginToken(db: Db, callerId: number, id: number): Promise<IssuedLoginToken> {
  if (id === callerId) throw conflict('admin.loginTokenSelf');
  await db.transaction().execute(async (trx) => {
    const target = found(
      await trx.selectFrom('admins').select(['id', 'state']).where('id', '=', id).executeTakeFirst(),
    );
    const why = await adminsOutOfReach(trx, await loadDelegator(trx, callerId), [id]);
    if (why) throw beyondReach(REFUSALS[why]);
    if (target.state !== 1) throw conflict('admin.loginTokenForbidden');
  });
  const { token } = await issueLoginToken(db, id, ISSUED_LOGIN_TOKEN_TTL_S);
  return { token, expires_in: ISSUED_LOGIN_TOKEN_TTL_S };
}
