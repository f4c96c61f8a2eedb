import { deleteKeptAnswer, getKeptAnswers, KEPT_ANSWERS_MAX, keptAnswerSchema, type AskSource, type KeptAnswer } from '@diary/core';
import { answers, type UserContext } from '../context';
import type { Database } from '../db/database';
import type { Queryable } from '../db/types';
import type { UserCipher } from '../encryption/user-cipher';
import type { KeyRing } from '../encryption/keyring';
import { fail } from '../errors/api-failure';
import { newObjectId } from '../storage/ids';

/** Where a kept answer is sealed: its own place under the owner's key (a sealed value moved to another row does not open). */
export const keptAnswerPlace = (id: string) => ({ className: 'keptAnswer', objectId: id, field: 'conversation' });
const sealedSchema = keptAnswerSchema.omit({ id: true, askedAt: true });

/**
 * Keeps a question and its answer the person chose to keep, sealed like diary text; beyond the most a person keeps,
 * the oldest go. Answers the kept answer's id.
 */
export async function keepAnswer(
  database: Database,
  keys: KeyRing,
  userId: string,
  askedAt: Date,
  kept: { question: string; answer: string; diaries: AskSource[] },
): Promise<string> {
  const id = newObjectId();
  await database.transaction(async (tx) => {
    const cipher = await keys.cipherForWrite(tx, userId, askedAt);
    const sealed = cipher.seal(keptAnswerPlace(id), JSON.stringify(sealedSchema.parse(kept)));
    await tx.insertInto('keptAnswers').values({ user: userId, id, askedAt: askedAt.toISOString(), sealed }).execute();
    const beyond = await tx
      .selectFrom('keptAnswers')
      .select('id')
      .where('user', '=', userId)
      .orderBy('askedAt', 'desc')
      .orderBy('id', 'desc')
      .offset(KEPT_ANSWERS_MAX)
      .limit(1000)
      .execute();
    if (beyond.length > 0)
      await tx
        .deleteFrom('keptAnswers')
        .where('user', '=', userId)
        .where(
          'id',
          'in',
          beyond.map((row) => row.id),
        )
        .execute();
  });
  return id;
}

function opened(cipher: UserCipher, row: { id: string; askedAt: string; sealed: string }): KeptAnswer {
  return { id: row.id, askedAt: row.askedAt, ...sealedSchema.parse(JSON.parse(cipher.open(keptAnswerPlace(row.id), row.sealed))) };
}

/** A person's kept answers, newest first, opened (the Ask screen's list, and the backup archive's). */
export async function keptAnswersOf(db: Queryable, cipher: UserCipher): Promise<KeptAnswer[]> {
  const rows = await db
    .selectFrom('keptAnswers')
    .selectAll()
    .where('user', '=', cipher.userId)
    .orderBy('askedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(KEPT_ANSWERS_MAX)
    .execute();
  return rows.map((row) => opened(cipher, row));
}

async function list(ctx: UserContext) {
  const cipher = await ctx.services.keys.cipherOf(ctx.caller.userId, ctx.caller.dataKeys);
  return { answers: await keptAnswersOf(ctx.services.database.db, cipher) };
}

async function remove(ctx: UserContext, payload: { id: string }) {
  const deleted = await ctx.services.database.db
    .deleteFrom('keptAnswers')
    .where('user', '=', ctx.caller.userId)
    .where('id', '=', payload.id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return fail('notFound', 'No such kept answer');
  return {};
}

export const keptAnswerAnswers = [answers(getKeptAnswers, list), answers(deleteKeptAnswer, remove)];
