import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { sealedVersion } from '../src/encryption/field-cipher';
import { addMasterKeyToFile, formatMasterKey, localKeyProvider, masterKeysFile, masterKeysFileOf } from '../src/encryption/key-provider';
import { checkMasterKeys } from '../src/encryption/keyring';
import { openKeyRing } from '../src/encryption/open-keys';
import { rewrapDataKeys } from '../src/encryption/rotation';
import { embeddingPlace } from '../src/assistant/embeddings';
import { keepAnswer } from '../src/assistant/kept-answers';
import { reencryptUser } from '../src/storage/reencrypt-user';
import { date, diaryBody, list } from './support/records';
import { DB_KIND, withServer, type TestServer } from './support/server';
import { keywordCandidateIds } from '../src/storage/search-index';

async function writeDiaries(
  server: TestServer,
  token: string,
  count: number,
  text: (i: number) => string,
  title: (i: number) => string = () => '',
): Promise<void> {
  for (let start = 0; start < count; start += 100) {
    const requests = Array.from({ length: Math.min(100, count - start) }, (_, j) => ({
      method: 'POST',
      className: 'diary',
      body: diaryBody({ title: title(start + j), content: text(start + j), datetime: date(new Date(Date.UTC(2026, 10, 21, 0, start + j)).toISOString()) }),
    }));
    const answer = await server.call('batch_op_items', { requests }, token);
    expect(answer.status).toBe(200);
  }
}

const searchCount = async (server: TestServer, token: string, keyword: string) =>
  (await list(server, token, 'diary', { where: { content: { $contains: keyword } }, count: true, limit: 1 })).count;

describe('key rotation', () => {
  it('a new master key version wraps every data key again; then the old version can go', async () => {
    await withServer({}, async (server) => {
      const [me, other] = [await server.signUp(), await server.signUp()];
      await writeDiaries(server, me.token, 3, (i) => `我的第${i}篇`);
      await writeDiaries(server, other.token, 2, (i) => `their ${i}`);
      const dir = server.env.DIARY_DATA_DIR!;
      const v1 = masterKeysFile(dir).get(1)!;

      expect(addMasterKeyToFile(dir)).toBe(2);
      const provider = localKeyProvider(masterKeysFile(dir));
      await checkMasterKeys(server.database.db, provider);
      expect(await rewrapDataKeys(server.database, provider)).toBe(2);
      expect(await rewrapDataKeys(server.database, provider)).toBe(0);
      const versions = await server.database.db.selectFrom('dataKeys').select('masterVersion').execute();
      expect(versions.map((v) => v.masterVersion)).toEqual([2, 2]);

      // The old version is no longer needed: a server holding only version 2 reads everything.
      fs.writeFileSync(masterKeysFileOf(dir), `${formatMasterKey(2, masterKeysFile(dir).get(2)!)}\n`);
      await server.restart({});
      const signedIn = await server.signUp(me.phone);
      expect((await list(server, signedIn.token, 'diary')).items.map((d) => d.content).sort()).toEqual(['我的第0篇', '我的第1篇', '我的第2篇']);
      // And version 1 alone no longer opens this database's keys.
      await expect(openKeyRing(loadConfig({ ...server.env, DIARY_MASTER_KEYS: formatMasterKey(1, v1) }), server.database)).rejects.toThrow(/version 2/);
    });
  });

  it('re-encrypting a user seals their text under a new data key, searchable all the way, and can be stopped and run again', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      await server.call('startFreeTrial', {}, me.token);
      await writeDiaries(
        server,
        me.token,
        450,
        (i) => (i % 3 === 0 ? `潮汐 tide ${i}` : `平常的一天 ${i}`),
        (i) => (i % 5 === 0 ? `海鸥 gull ${i}` : ''),
      );
      const keys = await openKeyRing(loadConfig(server.env), server.database);
      const before = await server.database.db.selectFrom('diaries').select(['id', 'content']).where('user', '=', me.userId).execute();
      expect(new Set(before.map((d) => sealedVersion(d.content)))).toEqual(new Set([1]));

      // Stopped after its first batch: part is under the new key, part under the old; search finds all.
      const stop = new Error('stopped');
      await expect(
        reencryptUser(server.database, keys, me.userId, server.clock.now(), () => {
          throw stop;
        }),
      ).rejects.toBe(stop);
      const midway = await server.database.db.selectFrom('diaries').select('content').where('user', '=', me.userId).execute();
      expect(new Set(midway.map((d) => sealedVersion(d.content)))).toEqual(new Set([1, 2]));
      expect(await searchCount(server, me.token, 'TIDE')).toBe(150);
      expect(await searchCount(server, me.token, '潮汐')).toBe(150);

      // Run again: it goes on (no third key), finishes, and destroys the old key.
      await reencryptUser(server.database, keys, me.userId, server.clock.now());
      const after = await server.database.db.selectFrom('diaries').select(['id', 'content']).where('user', '=', me.userId).execute();
      expect(new Set(after.map((d) => sealedVersion(d.content)))).toEqual(new Set([2]));
      expect((await server.database.db.selectFrom('dataKeys').select('version').where('user', '=', me.userId).execute()).map((k) => k.version)).toEqual([2]);
      expect(await searchCount(server, me.token, 'tide')).toBe(150);
      expect(await searchCount(server, me.token, '平常')).toBe(300);
      // Titles are sealed and indexed again with their content: still found by their words.
      expect(await searchCount(server, me.token, '海鸥')).toBe(90);
      expect(await searchCount(server, me.token, 'GULL')).toBe(90);
      // One entry of the index a diary, each under the new key only: a keyword's tokens under it alone find them all.
      const db = server.database.db;
      const indexed =
        DB_KIND === 'sqlite'
          ? db.selectFrom('searchRefs').select('diary').where('user', '=', me.userId)
          : db.selectFrom('searchTokenSets').select('diary').where('user', '=', me.userId);
      expect(await indexed.execute()).toHaveLength(450);
      const cipher = await keys.cipherFor(db, me.userId);
      expect(cipher.keywordTokenSets('潮汐')).toHaveLength(1);
      expect(await keywordCandidateIds(db, cipher, '潮汐')).toHaveLength(150);
      expect(await keywordCandidateIds(db, cipher, '海鸥')).toHaveLength(90);
      // What was stored before cannot be opened any more: its key is gone.
      expect(() => cipher.open({ className: 'diary', objectId: before[0]!.id, field: 'content' }, before[0]!.content)).toThrow(/version 1/);
    });
  });

  it('re-encrypting a user seals again what is kept beside their records: kept answers and embeddings still open afterwards', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const keys = await openKeyRing(loadConfig(server.env), server.database);
      const kept = { question: 'When did I last swim?', answer: 'On 3 June [1].', diaries: [] };
      await keepAnswer(server.database, keys, me.userId, server.clock.now(), kept);
      const vector = { digest: 'd', dimensions: 2, vector: 'AAAAAAAAgD8=' };
      const cipher = await keys.cipherFor(server.database.db, me.userId);
      await server.database.db
        .insertInto('diaryEmbeddings')
        .values({
          user: me.userId,
          diaryId: 'dy1',
          model: 'm',
          diaryUpdatedAt: server.clock.now().toISOString(),
          sealed: cipher.seal(embeddingPlace('dy1'), JSON.stringify(vector)),
        })
        .execute();

      await reencryptUser(server.database, keys, me.userId, server.clock.now());
      expect((await server.database.db.selectFrom('dataKeys').select('version').where('user', '=', me.userId).execute()).map((k) => k.version)).toEqual([2]);
      const answers = await server.call<{ answers: Array<{ question: string }> }>('getKeptAnswers', {}, me.token);
      expect(answers.status).toBe(200);
      expect(answers.body.answers.map((a) => a.question)).toEqual([kept.question]);
      const row = await server.database.db.selectFrom('diaryEmbeddings').select('sealed').where('user', '=', me.userId).executeTakeFirstOrThrow();
      expect(sealedVersion(row.sealed)).toBe(2);
      expect(JSON.parse((await keys.cipherFor(server.database.db, me.userId)).open(embeddingPlace('dy1'), row.sealed))).toEqual(vector);
    });
  });
});
