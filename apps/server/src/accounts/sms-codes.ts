import { SmsRefused, type SmsMessage, type SmsProvider } from '../providers/sms';
import { countOf } from '../db/database';
import { fail } from '../errors/api-failure';
import { newObjectId } from '../storage/ids';
import type { Queryable } from '../db/types';
import { SIGN_IN_LIMITS } from './limits';
import { hashSmsCode, newSmsCode, sameHash } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;
type Purpose = SmsMessage['purpose'];

/** A vendor's refusal about the number, as the contract answers it. */
function numberRefusal(refused: SmsRefused): never {
  if (refused.reason === 'tooFrequent') return fail('smsTooFrequent', "Don't send SMS frequently");
  return fail('invalidPhone', 'The SMS service cannot send to this phone number');
}

/**
 * Sends a new code: one per phone per 60 s, at most 10 a day per phone and 30 a day per
 * client address. All kept in the database, so several server instances share the limits.
 * The row is written before sending, so that a second request at the same moment meets the
 * interval; a code the vendor did not send is removed again: it counts towards no limit and
 * signs nobody in. The sending is not inside a transaction (SQLite has one writer).
 */
export async function sendSmsCode(
  q: Queryable,
  sms: SmsProvider,
  limits: { secret: string; codesPerAddressPerDay: number },
  request: { phone: string; purpose: Purpose; channel: SmsMessage['channel']; clientAddress: string; now: Date },
): Promise<void> {
  const { phone, purpose, clientAddress, now } = request;
  const last = await q.selectFrom('smsCodes').select('createdAt').where('phone', '=', phone).orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
  if (last && now.getTime() - new Date(last.createdAt).getTime() < SIGN_IN_LIMITS.codeIntervalMs) {
    fail('smsTooFrequent', "Don't send SMS frequently");
  }
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const forPhone = countOf(
    await q
      .selectFrom('smsCodes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('phone', '=', phone)
      .where('createdAt', '>', dayAgo)
      .executeTakeFirst(),
  );
  if (forPhone >= SIGN_IN_LIMITS.codesPerPhonePerDay) fail('tooManyRequests', 'Too many codes for this phone today; try again tomorrow');
  const forAddress = countOf(
    await q
      .selectFrom('smsCodes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('clientAddress', '=', clientAddress)
      .where('createdAt', '>', dayAgo)
      .executeTakeFirst(),
  );
  if (forAddress >= limits.codesPerAddressPerDay) fail('tooManyRequests', 'Too many codes requested from this address today');

  const code = newSmsCode();
  const id = newObjectId();
  await q
    .insertInto('smsCodes')
    .values({
      id,
      phone,
      purpose,
      codeHash: hashSmsCode(limits.secret, purpose, phone, code),
      clientAddress,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SIGN_IN_LIMITS.codeValidityMs).toISOString(),
    })
    .execute();
  try {
    await sms.send({ phone, code, channel: request.channel, purpose });
  } catch (error) {
    await q.deleteFrom('smsCodes').where('id', '=', id).execute();
    if (error instanceof SmsRefused) numberRefusal(error);
    throw error;
  }
}

async function assertNotLocked(q: Queryable, phone: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - SIGN_IN_LIMITS.wrongCodeWindowMs).toISOString();
  const failures = countOf(
    await q
      .selectFrom('signInFailures')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('phone', '=', phone)
      .where('at', '>', since)
      .executeTakeFirst(),
  );
  if (failures >= SIGN_IN_LIMITS.wrongCodesBeforeLock) fail('tooManyRequests', 'Too many wrong codes for this phone; try again in 15 minutes');
}

/**
 * Checks a code against the latest unused, unexpired one sent to the phone. A wrong code
 * counts towards the lock; a right one is used up when `consume` is set (sign-in, phone change).
 */
export async function checkSmsCode(
  q: Queryable,
  secret: string,
  request: { phone: string; purpose: Purpose; code: string; now: Date; consume: boolean },
): Promise<boolean> {
  const { phone, purpose, code, now } = request;
  await assertNotLocked(q, phone, now);
  const row = await q
    .selectFrom('smsCodes')
    .select(['id', 'codeHash'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || !sameHash(row.codeHash, hashSmsCode(secret, purpose, phone, code))) {
    await q.insertInto('signInFailures').values({ phone, at: now.toISOString() }).execute();
    return false;
  }
  if (request.consume) {
    const used = await q.updateTable('smsCodes').set({ usedAt: now.toISOString() }).where('id', '=', row.id).where('usedAt', 'is', null).executeTakeFirst();
    // Two sign-ins racing with one code: only the first uses it.
    if (Number(used.numUpdatedRows) !== 1) return false;
  }
  return true;
}
