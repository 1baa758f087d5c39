import { nowIso, type Db } from '../../platform/db/connect.js';
import { notFound } from '../../platform/http/errors.js';
import { codePrefix, issueCode } from './profiles.code.js';
import { PROFILES_MESSAGES as M } from './profiles.messages.js';
import * as repo from './profiles.repo.js';
import { checkKioskValues, writeOf } from './profiles.service.js';
import { normalizeProfileValues } from './profiles.values.js';

/** A profile a visitor made on a kiosk: already validated against the kiosk's form by its caller. */
export interface KioskProfileInput {
  officeId: number;
  terminalId: number;
  values: Record<string, unknown>;
}

/**
 * Saves a kiosk's profile: profiled, source kiosk, no operator, the kiosk's terminal;
 * the values checked against the profile form as a desk save's are, the code from the
 * province's counter and the statistics columns exactly as a desk save makes them, in one
 * transaction. No favourites list: nobody at a kiosk picks favourites.
 */
export async function createKioskProfile(db: Db, input: KioskProfileInput) {
  checkKioskValues(input.values);
  const values = normalizeProfileValues('profiled', input.values);
  const group = await repo.findOffice(db, input.officeId);
  if (!group) throw notFound(M.unknownIat);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    // The code first: the transaction's first statement is its write (see issueCode).
    const code = await issueCode(trx, codePrefix(group), Number(now.slice(0, 4)));
    const { write, interests } = writeOf('profiled', values, null, now);
    const id = await repo.insertProfile(trx, {
      ...write,
      code,
      officeId: input.officeId,
      operatorId: null,
      source: 'kiosk',
      terminalId: input.terminalId,
      listId: null,
      visitedAt: now,
      now,
    });
    await repo.writeInterests(
      trx,
      { id, officeId: input.officeId, visitedAt: now, people: write.people },
      interests,
    );
    return { id, code };
  });
}
