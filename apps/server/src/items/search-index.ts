import type { Tx } from '../db/database';
import type { UserCipher } from '../encryption/user-cipher';

/** Rows a statement inserts at most: well under either database's limit of bound values. */
const INSERT_CHUNK = 2000;

/** A diary's indexed text: the text, and the data key version its tokens are under (none: not indexed). */
export interface IndexedText {
  text: string;
  version: number | undefined;
}

/**
 * Keeps a diary's blind index tokens (encryption/blind-index.ts) in step with its content: the
 * tokens of the old text that the new one lacks go, the new text's tokens (under the current key)
 * that were missing come. The old tokens are worked out from the old text under the key it was
 * indexed with, so the index needs no second key by diary.
 */
export async function reindexDiary(tx: Tx, cipher: UserCipher, diaryId: string, before: IndexedText | undefined, after: string | undefined): Promise<void> {
  const old = new Set(before?.version !== undefined && before.text ? cipher.tokensUnder(before.version, before.text) : []);
  const next = new Set(after ? cipher.tokens(after) : []);
  const gone = [...old].filter((t) => !next.has(t));
  const added = [...next].filter((t) => !old.has(t));
  const user = cipher.userId;
  for (let i = 0; i < gone.length; i += INSERT_CHUNK) {
    await tx.deleteFrom('searchTokens').where('user', '=', user).where('diary', '=', diaryId).where('token', 'in', gone.slice(i, i + INSERT_CHUNK)).execute();
  }
  for (let i = 0; i < added.length; i += INSERT_CHUNK) {
    const rows = added.slice(i, i + INSERT_CHUNK).map((token) => ({ user, token, diary: diaryId }));
    await tx.insertInto('searchTokens').values(rows).onConflict((oc) => oc.doNothing()).execute();
  }
}
