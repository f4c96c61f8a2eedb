import { CompiledQuery, sql, SqliteAdapter, type Expression } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db, Queryable, Tx } from '../db/types';
import { putOffUntilCommit } from '../db/write-groups';
import type { UserCipher } from '../encryption/user-cipher';

/**
 * The blind index (encryption/blind-index.ts) as each database keeps an inverted index best: SQLite's
 * FTS5 over the tokens written as words, PostgreSQL's GIN over an integer array. Either answers "the
 * diaries that have all of these tokens" from compressed posting lists; neither sees any text.
 */

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** A token as an FTS5 word: "t" and its eight hex digits (by table: toString(36) took a third of a long diary's indexing). */
/** A keyword's candidates: their ids, or a subquery answering them (where.ts compiles either as `$ids`). */
export type Candidates = string[] | (Expression<unknown> & { execute(): Promise<Array<{ diary: string }>> });

const asWord = (token: number) => `t${HEX[(token >>> 24) & 255]}${HEX[(token >>> 16) & 255]}${HEX[(token >>> 8) & 255]}${HEX[token & 255]}`;
const onPostgres = (q: Queryable) => !(q.getExecutor().adapter instanceof SqliteAdapter);

/* What a save writes to the embedded database's index, by statements not built anew each time (db/compiled-once.ts). */
const searchRefOf = compiledOnce(
  (db: Db, diary: string, user: string, sameUser: string) =>
    db
      .insertInto('searchRefs')
      .values({ diary, user })
      .onConflict((oc) => oc.column('diary').doUpdateSet({ user: sameUser }))
      .returning('ref'),
  3,
);
/** A diary's entry in the index is written just before its group's commit (db/write-groups.ts), kept under this key. */
const putOffKey = (userId: string, ref: number | '') => `searchIndex ${userId} ${ref}`;
const indexTokens = (tx: Tx, ref: number, words: string) =>
  tx.executeQuery(CompiledQuery.raw('insert or replace into "searchIndex" (rowid, tokens) values (?, ?)', [ref, words]));

/** What a diary's entry in the index is made of: the words of its title and of its content. */
export interface DiaryWords {
  title: string;
  content: string;
}

/** A diary's words as its row (opened) or a save's columns hold them: an absent or cleared text has none. */
export const diaryWords = (row: Readonly<Record<string, unknown>>): DiaryWords => ({
  title: typeof row.title === 'string' ? row.title : '',
  content: typeof row.content === 'string' ? row.content : '',
});

/**
 * A diary's tokens under the user's current key, in place of those it had: its title's and its content's,
 * each text cut on its own (a keyword is looked for in one or the other, never across the two).
 */
export async function indexDiary(tx: Tx, cipher: UserCipher, diaryId: string, { title, content }: DiaryWords): Promise<void> {
  const texts = [title, content].filter((text) => text !== '');
  const tokens = texts.length === 1 ? cipher.tokens(texts[0]!) : [...new Set(texts.flatMap((text) => cipher.tokens(text)))];
  if (onPostgres(tx)) {
    if (tokens.length === 0) return unindexDiary(tx, diaryId);
    await tx
      .insertInto('searchTokenSets')
      .values({ diary: diaryId, user: cipher.userId, tokens })
      .onConflict((oc) => oc.column('diary').doUpdateSet({ tokens }))
      .execute();
    return;
  }
  const { ref } = (await searchRefOf(tx, diaryId, cipher.userId, cipher.userId)).rows[0]!;
  const words = tokens.map(asWord).join(' ');
  const putOff = putOffUntilCommit(tx);
  if (putOff) putOff.set(putOffKey(cipher.userId, ref), (t) => indexTokens(t, ref, words));
  else await indexTokens(tx, ref, words);
}

/** A deleted diary leaves the index. */
export async function unindexDiary(tx: Tx, diaryId: string): Promise<void> {
  if (onPostgres(tx)) {
    await tx.deleteFrom('searchTokenSets').where('diary', '=', diaryId).execute();
    return;
  }
  const row = await tx.selectFrom('searchRefs').select(['ref', 'user']).where('diary', '=', diaryId).executeTakeFirst();
  if (!row) return;
  putOffUntilCommit(tx)?.delete(putOffKey(row.user, row.ref));
  await tx.deleteFrom('searchIndex').where('rowid', '=', row.ref).execute();
  await tx.deleteFrom('searchRefs').where('ref', '=', row.ref).execute();
}

/** Everything a user has in the index (the purge of a deleted account). */
export async function unindexUser(tx: Tx, userId: string): Promise<void> {
  if (onPostgres(tx)) {
    await tx.deleteFrom('searchTokenSets').where('user', '=', userId).execute();
    return;
  }
  const putOff = putOffUntilCommit(tx);
  for (const key of putOff?.keys() ?? []) if (key.startsWith(putOffKey(userId, ''))) putOff!.delete(key);
  await tx
    .deleteFrom('searchIndex')
    .where('rowid', 'in', (eb) => eb.selectFrom('searchRefs').select('ref').where('user', '=', userId))
    .execute();
  await tx.deleteFrom('searchRefs').where('user', '=', userId).execute();
}

/**
 * The user's diaries that have every token a keyword asks for under one of their keys: the
 * candidates, a superset of the diaries whose text contains it, each of which is then checked.
 * Answered as a subquery, which the query reading the candidates' text takes in: a common keyword
 * has hundreds or thousands, whose ids would otherwise travel out of the database and back (on
 * SQLite, read out, written as JSON and read again by json_each took half of a made search's
 * statement time: docs/benchmarks.md).
 */
export function keywordCandidates(q: Queryable, cipher: UserCipher, keyword: string): Candidates {
  const sets = cipher.keywordTokenSets(keyword);
  if (sets.length === 0) return [];
  if (onPostgres(q)) {
    return q
      .selectFrom('searchTokenSets')
      .select('diary')
      .where('user', '=', cipher.userId)
      .where((eb) => eb.or(sets.map((tokens) => sql<boolean>`${eb.ref('tokens')} @> ${tokens}::integer[]`)));
  }
  // FTS5's query language: every token (quoted, so none is read as an operator) of one set, or of another.
  const match = sets.map((tokens) => `(${tokens.map((t) => `"${asWord(t)}"`).join(' AND ')})`).join(' OR ');
  // CROSS JOIN keeps the index the outer loop: each of its matches is looked up by key, not the other way round.
  return q
    .selectFrom('searchIndex as i')
    .crossJoin('searchRefs as r')
    .select('r.diary')
    .whereRef('r.ref', '=', 'i.rowid')
    .where(sql<boolean>`"searchIndex" match ${match}`)
    .where('r.user', '=', cipher.userId);
}

/** A keyword's candidates as ids, whichever way the database answers them (a check of the index itself). */
export async function keywordCandidateIds(q: Queryable, cipher: UserCipher, keyword: string): Promise<string[]> {
  const found = keywordCandidates(q, cipher, keyword);
  return Array.isArray(found) ? found : (await found.execute()).map((r) => r.diary);
}
