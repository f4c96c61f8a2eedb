import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { date, diaryBody } from './support/records';
import { DB_KIND, startTestServer, type SignedIn, type TestServer } from './support/server';

/**
 * Searching sealed text answers exactly what searching plain text did: every where a client can
 * write over a diary's title and content, paged and counted, against a model of the old semantics
 * (the keyword taken literally, case folded, as a substring).
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
  it('a keyword in the content, alone or with other conditions that must all hold', async () => {
    for (const keyword of ['西湖', 'lake', 'LAKE', 'café', 'ÜBER', '🙂', '(a+b)*', '100%', 'e', '湖', 'he lake', '西湖散步', 'nothing']) {
      await expectSame({ content: { $contains: keyword } }, (d) => contains(d.content, keyword));
    }
    await expectSame({ content: { $contains: 'lake' }, favorite: true }, (d) => contains(d.content, 'lake') && d.favorite);
    await expectSame(
      { $and: [{ content: { $contains: '西湖' } }, { content: { $contains: 'the' } }] },
      (d) => contains(d.content, '西湖') && contains(d.content, 'the'),
    );
  });

  it('a keyword among alternatives, and the title compared whole', async () => {
    await expectSame({ $or: [{ content: { $contains: '🙂' } }, { favorite: true }] }, (d) => contains(d.content, '🙂') || d.favorite);
    await expectSame(
      { $or: [{ content: { $contains: 'café' } }, { content: { $contains: '步行' } }] },
      (d) => contains(d.content, 'café') || contains(d.content, '步行'),
    );
    await expectSame({ title: '湖' }, (d) => d.title === '湖');
    await expectSame({ title: { $ne: '湖' } }, (d) => d.title !== '湖');
    await expectSame({ title: { $contains: 'DAY' } }, (d) => contains(d.title, 'DAY'));
    await expectSame({ title: { $eq: '' }, content: { $contains: 'the' } }, (d) => d.title === '' && contains(d.content, 'the'));
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
