import { diaryListQuery } from '@diary/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openKeyRing } from '../src/encryption/open-keys';
import { indexEarlierTitles } from '../src/storage/index-earlier-titles';
import { sealColumns } from '../src/storage/sealed';
import { indexDiary, keywordCandidateIds } from '../src/storage/search-index';
import { add, date, diaryBody } from './support/records';
import { DB_KIND, startTestServer, withServer, type SignedIn, type TestServer } from './support/server';

/**
 * Searching sealed text answers exactly what searching plain text did: every where a client can
 * write over a diary's title and content, paged and counted, against a model of the old semantics
 * (the keyword taken literally, case folded, as a substring) — a keyword asked of the content found
 * in the title too, as search finds a diary by its title's words since 2026-12-02.
 */

const WORDS = ['西湖', '散步', 'Café', 'über', 'lake', 'LAKE', '🙂', '(a+b)*', '100%', 'the', '湖边', '步行'];
let seed = 11;
const rand = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

interface Written {
  objectId: string;
  title: string;
  content: string;
  favorite: boolean;
  datetime: string;
}

let server: TestServer;
let me: SignedIn;
const written: Written[] = [];

beforeAll(async () => {
  server = await startTestServer();
  me = await server.signUp();
  await server.call('startFreeTrial', {}, me.token);
  const requests = Array.from({ length: 80 }, (_, i) => {
    const content = Array.from({ length: 1 + Math.floor(rand() * 6) }, () => pick(WORDS)).join(rand() < 0.5 ? ' ' : '');
    const title = rand() < 0.3 ? pick(['湖', 'Lake day', '']) : '';
    const datetime = new Date(Date.UTC(2026, 10, 21, 0, i)).toISOString();
    const favorite = rand() < 0.3;
    written.push({ objectId: '', title, content, favorite, datetime });
    return { method: 'POST', className: 'diary', body: diaryBody({ content, title, favorite, datetime: date(datetime) }) };
  });
  const answer = await server.call<Array<{ success: { objectId: string } }>>('batch_op_items', { requests }, me.token);
  expect(answer.status).toBe(200);
  answer.body.forEach((r, i) => (written[i]!.objectId = r.success.objectId));
});
afterAll(() => server.close());

const contains = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());
/** A keyword in a diary's words: its title's or its content's, each on its own. */
const inWords = (d: Written, keyword: string) => contains(d.title, keyword) || contains(d.content, keyword);
type Condition = (d: Written) => boolean;

/** Newest first, as a list asks; ties by id, as the server breaks them. */
const ordered = (diaries: Written[]) =>
  [...diaries].sort((a, b) => (a.datetime === b.datetime ? (a.objectId < b.objectId ? 1 : -1) : a.datetime < b.datetime ? 1 : -1));

async function expectSame(where: Record<string, unknown>, model: Condition) {
  const expected = ordered(written.filter(model)).map((d) => d.objectId);
  for (const [skip, limit] of [
    [0, 7],
    [7, 7],
    [0, 100],
  ] as const) {
    const answer = await server.call<{ diaryList: Array<{ objectId: string }>; count: number }>(
      'get_item_list',
      { className: 'diary', where, order: '-datetime', skip, limit, count: true },
      me.token,
    );
    expect(answer.status, JSON.stringify(where)).toBe(200);
    expect(answer.body.count, JSON.stringify(where)).toBe(expected.length);
    expect(
      answer.body.diaryList.map((d) => d.objectId),
      JSON.stringify({ where, skip }),
    ).toEqual(expected.slice(skip, skip + limit));
  }
}

describe('search over sealed text', () => {
  it('a keyword in the words, alone or with other conditions that must all hold', async () => {
    for (const keyword of ['西湖', 'lake', 'LAKE', 'café', 'ÜBER', '🙂', '(a+b)*', '100%', 'e', '湖', 'he lake', '西湖散步', 'nothing']) {
      await expectSame({ content: { $contains: keyword } }, (d) => inWords(d, keyword));
    }
    await expectSame({ content: { $contains: 'lake' }, favorite: true }, (d) => inWords(d, 'lake') && d.favorite);
    await expectSame({ $and: [{ content: { $contains: '西湖' } }, { content: { $contains: 'the' } }] }, (d) => inWords(d, '西湖') && inWords(d, 'the'));
  });

  it('a keyword among alternatives, and the title compared whole', async () => {
    await expectSame({ $or: [{ content: { $contains: '🙂' } }, { favorite: true }] }, (d) => inWords(d, '🙂') || d.favorite);
    await expectSame({ $or: [{ content: { $contains: 'café' } }, { content: { $contains: '步行' } }] }, (d) => inWords(d, 'café') || inWords(d, '步行'));
    await expectSame({ title: '湖' }, (d) => d.title === '湖');
    await expectSame({ title: { $ne: '湖' } }, (d) => d.title !== '湖');
    await expectSame({ title: { $contains: 'DAY' } }, (d) => contains(d.title, 'DAY'));
    await expectSame({ title: { $contains: '湖' } }, (d) => contains(d.title, '湖'));
    await expectSame({ $or: [{ content: { $contains: 'day' } }, { favorite: true }] }, (d) => inWords(d, 'day') || d.favorite);
    await expectSame({ content: { $contains: 'lake', $ne: 'lake' } }, (d) => inWords(d, 'lake') && d.content !== 'lake');
    await expectSame({ title: { $eq: '' }, content: { $contains: 'the' } }, (d) => d.title === '' && inWords(d, 'the'));
  });
});

describe("a diary's title, searched as its content is", () => {
  let author: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    author = await server.signUp();
    stranger = await server.signUp();
  });

  /** What the app's search list asks for a keyword (core's list kinds), and a sub-keyword; the ids it answers. */
  async function search(who: SignedIn, keyword: string, subKeyword?: string): Promise<string[]> {
    const query = diaryListQuery({ userId: who.userId, selector: { listType: 'search', keyword }, subKeyword });
    const answer = await server.call<{ diaryList: Array<{ objectId: string }>; count: number }>('get_item_list', { ...query }, who.token);
    expect(answer.status, keyword).toBe(200);
    expect(answer.body.count, keyword).toBe(answer.body.diaryList.length);
    return answer.body.diaryList.map((d) => d.objectId).sort();
  }
  const update = async (who: SignedIn, objectId: string, data: Record<string, unknown>) =>
    expect((await server.call('update_item', { className: 'diary', objectId, data }, who.token)).status).toBe(200);

  it('finds a diary by a word of its title that its content does not have, in English and in Chinese', async () => {
    const harbour = await add(server, author.token, 'diary', diaryBody({ title: 'Harbour lights', content: '今天去了西湖' }));
    const tide = await add(server, author.token, 'diary', diaryBody({ title: '潮汐与月亮', content: 'Walked by the sea' }));
    expect(await search(author, 'harbour')).toEqual([harbour]);
    expect(await search(author, 'LIGHTS')).toEqual([harbour]);
    expect(await search(author, 'bour li')).toEqual([harbour]);
    expect(await search(author, '潮汐')).toEqual([tide]);
    expect(await search(author, '月')).toEqual([tide]);
    // The content as before, and a list's sub-keyword in either.
    expect(await search(author, '西湖')).toEqual([harbour]);
    expect(await search(author, 'walked')).toEqual([tide]);
    expect(await search(author, 'harbour', '西湖')).toEqual([harbour]);
    expect(await search(author, '潮汐', 'sea')).toEqual([tide]);
    // A title and its content are two texts: a keyword is not found across them.
    expect(await search(author, 'lights今天')).toEqual([]);
    expect(await search(author, '月亮walked')).toEqual([]);
  });

  it('finds an edited title by its new words and no longer by the ones it lost, whichever field the edit changed', async () => {
    const edited = await add(server, author.token, 'diary', diaryBody({ title: 'Tidepool 潮池', content: 'A quiet morning' }));
    expect(await search(author, 'tidepool')).toEqual([edited]);
    await update(author, edited, { title: 'Lighthouse 灯塔' });
    expect(await search(author, 'lighthouse')).toEqual([edited]);
    expect(await search(author, '灯塔')).toEqual([edited]);
    expect(await search(author, 'tidepool')).toEqual([]);
    expect(await search(author, '潮池')).toEqual([]);
    expect(await search(author, 'quiet')).toEqual([edited]);
    // The content changed alone: the title's words stay found, the old content's go.
    await update(author, edited, { content: 'A stormy evening' });
    expect(await search(author, 'lighthouse')).toEqual([edited]);
    expect(await search(author, 'stormy')).toEqual([edited]);
    expect(await search(author, 'quiet')).toEqual([]);
    // The title emptied: its words go.
    await update(author, edited, { title: '' });
    expect(await search(author, 'lighthouse')).toEqual([]);
    expect(await search(author, 'stormy')).toEqual([edited]);
  });

  it("never finds another person's titled diary", async () => {
    const mine = await add(server, author.token, 'diary', diaryBody({ title: 'Moonrise 月出', content: 'mine' }));
    const theirs = await add(server, stranger.token, 'diary', diaryBody({ title: 'Moonrise 秘密', content: 'theirs' }));
    expect(await search(author, 'moonrise')).toEqual([mine]);
    expect(await search(author, '月出')).toEqual([mine]);
    expect(await search(author, '秘密')).toEqual([]);
    expect(await search(stranger, 'moonrise')).toEqual([theirs]);
    expect(await search(stranger, '月出')).toEqual([]);
    expect(await search(stranger, 'harbour')).toEqual([]);
  });
});

describe('diaries saved before titles were indexed', () => {
  it('are found by their titles once the server starts again, which indexes them in batches that survive an interruption', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const { database } = server;
      const keys = await openKeyRing(loadConfig(server.env), database);
      const cipher = await database.transaction((tx) => keys.cipherForWrite(tx, me.userId, server.clock.now()));
      // As an older server left them: sealed, each entry in the index made of its content alone; one in ten has no title.
      const titleOf = (i: number) => (i === 0 ? 'Lanternfish 灯笼鱼' : i === 1099 ? 'Kingfisher 翠鸟' : i % 10 === 5 ? '' : `Early ${i}`);
      const diaries = Array.from({ length: 1100 }, (_, i) => {
        const id = `early${String(i).padStart(5, '0')}`;
        const content = `往日的日记 ${i}`;
        return {
          id,
          user: me.userId,
          createdAt: '2026-11-20T00:00:00.000Z',
          updatedAt: '2026-11-20T00:00:00.000Z',
          data: '{}',
          ...sealColumns(cipher, 'diary', id, { title: titleOf(i), content }),
          datetime: '2026-11-20T00:00:00.000Z',
          archiveMonth: '2026-11',
          todayonhistory: '1120',
        };
      });
      for (let i = 0; i < diaries.length; i += 200)
        await database.db
          .insertInto('diaries')
          .values(diaries.slice(i, i + 200))
          .execute();
      await database.transaction(async (tx) => {
        for (const [i, diary] of diaries.entries()) await indexDiary(tx, cipher, diary.id, { title: '', content: `往日的日记 ${i}` });
      });
      // This server's first start found nothing to index; an older server's database has no mark.
      await database.db.deleteFrom('serverState').where('name', 'like', 'titlesIndexed%').execute();
      expect(await keywordCandidateIds(database.db, cipher, 'lanternfish')).toEqual([]);

      // The first start is stopped after its first batch: that batch's titles are indexed, the rest not yet.
      const stop = new Error('killed');
      await expect(
        indexEarlierTitles(database, keys, server.clock.now(), () => {
          throw stop;
        }),
      ).rejects.toBe(stop);
      expect(await keywordCandidateIds(database.db, cipher, 'lanternfish')).toEqual(['early00000']);
      expect(await keywordCandidateIds(database.db, cipher, 'kingfisher')).toEqual([]);
      const titled = diaries.filter((_, i) => titleOf(i) !== '').map((d) => d.id);
      const reached = await database.db.selectFrom('serverState').select('value').where('name', '=', 'titlesIndexedUpTo').executeTakeFirst();
      expect(reached?.value).toBe(titled[499]);

      // The next start goes on from there and finishes; search finds each title, and each content as before.
      await server.restart({});
      const count = async (keyword: string) => {
        const query = diaryListQuery({ userId: me.userId, selector: { listType: 'search', keyword } });
        const answer = await server.call<{ diaryList: Array<{ objectId: string }>; count: number }>('get_item_list', { ...query }, me.token);
        expect(answer.status, keyword).toBe(200);
        return answer.body.count;
      };
      for (const keyword of ['lanternfish', '灯笼鱼', 'KINGFISHER', '翠鸟', 'early 1098', '往日的日记 1095']) expect(await count(keyword), keyword).toBe(1);
      expect(await count('往日的日记')).toBe(1100);
      const marks = await database.db.selectFrom('serverState').select('name').where('name', 'like', 'titlesIndexed%').execute();
      expect(marks.map((m) => m.name)).toEqual(['titlesIndexed']);
      // Later starts skip the walk.
      expect(await indexEarlierTitles(database, keys, server.clock.now())).toBe(0);
    });
  });
});

describe.runIf(DB_KIND === 'sqlite')('the candidates on SQLite', () => {
  it("are looked up by id once the planner's statistics are refreshed, not found by walking all of the user's diaries", async () => {
    await server.database.refreshPlannerStatistics();
    const ids = written.slice(0, 3).map((d) => d.objectId);
    const { rows } = await sql<{ detail: string }>`
      explain query plan select id, content from diaries where "user" = ${me.userId} and id in (${sql.join(ids)}) order by datetime desc, id desc`.execute(
      server.database.db,
    );
    expect(rows.map((r) => r.detail).join('\n')).toMatch(/USING INDEX sqlite_autoindex_diaries_1 \(id=\?\)/);
  });
});

describe.runIf(DB_KIND === 'postgres')('the blind index on PostgreSQL', () => {
  it('keeps no statistics of the tokens, so that the planner always asks the GIN index', async () => {
    // With them, a token in a quarter of the diaries makes it read every token set and test each array
    // instead: 20–50 ms for one user's 10,000 diaries against 3 (docs/benchmarks.md). Too few rows here to see the plan change.
    const { db } = server.database;
    await sql`analyze`.execute(db);
    const { rows } = await sql<{ attname: string }>`select attname from pg_stats where tablename = 'searchTokenSets'`.execute(db);
    expect(rows.map((r) => r.attname).sort()).toEqual(['diary', 'user']);
  });
});
