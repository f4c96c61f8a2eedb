import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { UserCipher } from '../src/encryption/user-cipher';
import { indexDiary, keywordCandidateIds, unindexDiary, unindexUser } from '../src/storage/search-index';
import { openTestSqlite } from './support/embedded-database';
import { DB_KIND } from './support/server';

/**
 * On the embedded database a group of write transactions writes its diaries' full-text index entries together, just
 * before its commit (db/write-groups.ts). What each transaction did to them must come out as if each had written at once.
 */
describe.runIf(DB_KIND === 'sqlite')('the full-text index, written at the commit of a group of writes', () => {
  let database: Database;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    // A group goes on taking members long enough that the four asked for together are one group even on a busy machine.
    ({ database, remove } = await openTestSqlite('index-groups', { groupTakesMoreForMs: 1000 }));
  });
  afterAll(() => remove());

  const me = new UserCipher('me', new Map([[1, randomBytes(32)]]));
  const you = new UserCipher('you', new Map([[1, randomBytes(32)]]));
  const found = async (cipher: UserCipher, word: string) => (await keywordCandidateIds(database.db, cipher, word)).sort();
  const entries = async () => (await sql<{ n: number }>`select count(*) as n from "searchIndex"`.execute(database.db)).rows[0]!.n;

  it('keeps the last change of each diary, none of a diary deleted, and writes them when the group commits', async () => {
    let seenByALaterMember: string[] | undefined;
    await Promise.all([
      database.transaction((tx) => indexDiary(tx, me, 'd1', { title: '', content: 'tide pool' })),
      database.transaction((tx) => indexDiary(tx, me, 'd1', { title: '', content: 'harbour lights' })),
      database.transaction(async (tx) => {
        await indexDiary(tx, me, 'd2', { title: '', content: 'tide table' });
        seenByALaterMember = await keywordCandidateIds(tx, me, 'harbour');
      }),
      database.transaction(async (tx) => {
        await indexDiary(tx, me, 'd3', { title: '', content: 'tide again' });
        await unindexDiary(tx, 'd3');
      }),
    ]);
    // Written at the commit: the group's members did not see each other's entries.
    expect(seenByALaterMember).toEqual([]);
    expect(await found(me, 'tide')).toEqual(['d2']);
    expect(await found(me, 'harbour')).toEqual(['d1']);
    expect(await found(me, 'pool')).toEqual([]);
    expect(await entries()).toBe(2);
  });

  it('writes nothing for a member that failed, and what the others wrote', async () => {
    const refused = new Error('refused');
    const outcomes = await Promise.allSettled([
      database.transaction((tx) => indexDiary(tx, you, 'y1', { title: '', content: 'tide' })),
      database.transaction(async (tx) => {
        await indexDiary(tx, me, 'd5', { title: '', content: 'tide' });
        await unindexDiary(tx, 'd2');
        throw refused;
      }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
    expect(await found(me, 'tide')).toEqual(['d2']);
    expect(await found(you, 'tide')).toEqual(['y1']);
    expect(await entries()).toBe(3);
  });

  it('drops the entries a purged user was given earlier in the same transaction', async () => {
    await database.transaction(async (tx) => {
      await indexDiary(tx, me, 'd9', { title: '', content: 'tide' });
      await unindexUser(tx, 'me');
    });
    expect(await found(me, 'tide')).toEqual([]);
    expect(await found(me, 'harbour')).toEqual([]);
    expect(await found(you, 'tide')).toEqual(['y1']);
    expect(await entries()).toBe(1);
  });
});
