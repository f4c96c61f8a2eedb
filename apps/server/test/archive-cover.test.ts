import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import Database from 'better-sqlite3';
import { up } from '../src/db/migrations/2026-11-23-archive-diary-cover';
import { up as upLists } from '../src/db/migrations/2026-12-03-list-diary-cover';
import { add, date, diaryBody, list } from './support/records';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A diary's moment and its "on this day" in Shanghai, the test user's zone. */
const on = (iso: string) => {
  const shanghai = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return { datetime: date(iso), todayonhistory: `${String(shanghai.getUTCMonth() + 1).padStart(2, '0')}${String(shanghai.getUTCDate()).padStart(2, '0')}` };
};

const november = async (token: string) => (await list(server, token, 'archive')).items.find((a) => a.year === 2026 && a.month === 11);

describe("a month's archive keeps its newest diary's photo for the archive view", () => {
  it('follows the newest diary with a photo through saves, edits and deletes; diaries without one are passed over', async () => {
    const user = await server.signUp();
    await server.call('startFreeTrial', {}, user.token);
    const older = await add(server, user.token, 'diary', diaryBody({ ...on('2026-11-02T04:00:00.000Z'), cover: 'file/lake.jpg', imageAveRGB: '90,120,150' }));
    expect(await november(user.token)).toMatchObject({ count: 1, diaryCover: 'file/lake.jpg', diaryImageAveRGB: '90,120,150' });

    // A newer diary without a photo does not hide the older one's.
    await add(server, user.token, 'diary', diaryBody({ ...on('2026-11-20T04:00:00.000Z') }));
    expect(await november(user.token)).toMatchObject({ count: 2, diaryCover: 'file/lake.jpg' });

    // A newer one with a photo takes over; editing its photo away gives the month back to the older one.
    const newer = await add(server, user.token, 'diary', diaryBody({ ...on('2026-11-10T04:00:00.000Z'), cover: 'file/hills.jpg', imageAveRGB: [1, 2, 3] }));
    expect(await november(user.token)).toMatchObject({ count: 3, diaryCover: 'file/hills.jpg', diaryImageAveRGB: [1, 2, 3] });
    expect((await server.call('update_item', { className: 'diary', objectId: newer, data: { cover: null, imageAveRGB: null } }, user.token)).status).toBe(200);
    expect(await november(user.token)).toMatchObject({ diaryCover: 'file/lake.jpg', diaryImageAveRGB: '90,120,150' });

    // Deleting the last diary with a photo leaves the month without one.
    expect((await server.call('delete_item', { className: 'diary', objectId: older }, user.token)).status).toBe(200);
    const after = await november(user.token);
    expect(after?.count).toBe(2);
    expect(after?.diaryCover).toBeUndefined();
  });

  it('moving a diary to another month moves its photo with it', async () => {
    const user = await server.signUp();
    await server.call('startFreeTrial', {}, user.token);
    const diary = await add(server, user.token, 'diary', diaryBody({ cover: 'file/sea.jpg' }));
    expect((await november(user.token))?.diaryCover).toBe('file/sea.jpg');
    const moved = await server.call('update_item', { className: 'diary', objectId: diary, data: { ...on('2026-12-05T04:00:00.000Z') } }, user.token);
    expect(moved.status).toBe(200);
    const archives = (await list(server, user.token, 'archive')).items;
    expect(archives.find((a) => a.month === 11)?.diaryCover).toBeUndefined();
    expect(archives.find((a) => a.month === 12)?.diaryCover).toBe('file/sea.jpg');
  });

  it('a client cannot write it', async () => {
    const user = await server.signUp();
    await server.call('startFreeTrial', {}, user.token);
    await add(server, user.token, 'diary', diaryBody({ cover: 'file/sea.jpg' }));
    const archive = (await november(user.token))!;
    const answer = await server.call('update_item', { className: 'archive', objectId: archive.objectId, data: { diaryCover: 'file/other.jpg' } }, user.token);
    expect(answer.status).toBe(400);
    expect((await november(user.token))?.diaryCover).toBe('file/sea.jpg');
  });
});

describe("a place and a story keep their newest diary's photo for their cards", () => {
  const pointer = (className: string, objectId: string) => ({ __type: 'Pointer', className, objectId });
  const find = async (token: string, className: string, id: string) => (await list(server, token, className)).items.find((r) => r.objectId === id);

  it('follows the newest diary with a photo that names them, through saves, edits and deletes', async () => {
    const user = await server.signUp();
    await server.call('startFreeTrial', {}, user.token);
    const lake = await add(server, user.token, 'location', { name: '西湖' });
    const walks = await add(server, user.token, 'tag', { name: '散步' });
    const both = { location: [pointer('location', lake)], tag: [pointer('tag', walks)] };
    const older = await add(
      server,
      user.token,
      'diary',
      diaryBody({ ...on('2026-11-02T04:00:00.000Z'), ...both, cover: 'file/lake.jpg', imageAveRGB: '90,120,150' }),
    );
    expect(await find(user.token, 'location', lake)).toMatchObject({ count: 1, diaryCover: 'file/lake.jpg', diaryImageAveRGB: '90,120,150' });
    expect(await find(user.token, 'tag', walks)).toMatchObject({ count: 1, diaryCover: 'file/lake.jpg' });

    // A newer diary with a photo elsewhere does not touch them; one in the story takes its card over.
    await add(server, user.token, 'diary', diaryBody({ ...on('2026-11-25T04:00:00.000Z'), cover: 'file/elsewhere.jpg' }));
    const newer = await add(server, user.token, 'diary', diaryBody({ ...on('2026-11-10T04:00:00.000Z'), tag: both.tag, cover: 'file/hills.jpg' }));
    expect((await find(user.token, 'location', lake))?.diaryCover).toBe('file/lake.jpg');
    expect((await find(user.token, 'tag', walks))?.diaryCover).toBe('file/hills.jpg');

    // Taken out of the story, the newer diary gives the card back to the older one; deleting that leaves none.
    expect((await server.call('update_item', { className: 'diary', objectId: newer, data: { tag: [] } }, user.token)).status).toBe(200);
    expect((await find(user.token, 'tag', walks))?.diaryCover).toBe('file/lake.jpg');
    expect((await server.call('delete_item', { className: 'diary', objectId: older }, user.token)).status).toBe(200);
    expect((await find(user.token, 'tag', walks))?.diaryCover ?? null).toBeNull();
    expect((await find(user.token, 'location', lake))?.diaryCover ?? null).toBeNull();
  });

  it('a client cannot write it', async () => {
    const user = await server.signUp();
    const lake = await add(server, user.token, 'location', { name: '西湖' });
    const answer = await server.call('update_item', { className: 'location', objectId: lake, data: { diaryCover: 'file/other.jpg' } }, user.token);
    expect(answer.status).toBe(400);
    expect((await server.call('add_item', { className: 'tag', data: { name: '旅行', diaryCover: 'file/other.jpg' } }, user.token)).status).toBe(400);
  });
});

describe('the migration that fills it in for archives written before', () => {
  it("sets each archive's newest diary photo and leaves months without one alone", async () => {
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    await db.schema
      .createTable('archives')
      .addColumn('id', 'text')
      .addColumn('user', 'text')
      .addColumn('year', 'integer')
      .addColumn('month', 'integer')
      .addColumn('data', 'text')
      .execute();
    await db.schema
      .createTable('diaries')
      .addColumn('id', 'text')
      .addColumn('user', 'text')
      .addColumn('archiveMonth', 'text')
      .addColumn('datetime', 'text')
      .addColumn('data', 'text')
      .execute();
    await db
      .insertInto('archives')
      .values([
        { id: 'a1', user: 'u1', year: 2026, month: 11, data: '{"cover":"file/own.jpg"}' },
        { id: 'a2', user: 'u1', year: 2026, month: 10, data: '{}' },
        { id: 'a3', user: 'u2', year: 2026, month: 11, data: '{}' },
      ])
      .execute();
    await db
      .insertInto('diaries')
      .values([
        { id: 'd1', user: 'u1', archiveMonth: '2026-11', datetime: '2026-11-02T00:00:00.000Z', data: '{"cover":"file/old.jpg"}' },
        { id: 'd2', user: 'u1', archiveMonth: '2026-11', datetime: '2026-11-09T00:00:00.000Z', data: '{"cover":"file/new.jpg","imageAveRGB":"1,2,3"}' },
        { id: 'd3', user: 'u1', archiveMonth: '2026-11', datetime: '2026-11-20T00:00:00.000Z', data: '{}' },
        { id: 'd4', user: 'u1', archiveMonth: '2026-10', datetime: '2026-10-20T00:00:00.000Z', data: '{}' },
        { id: 'd5', user: 'u2', archiveMonth: '2026-11', datetime: '2026-11-25T00:00:00.000Z', data: '{"cover":"file/theirs.jpg"}' },
      ])
      .execute();
    await up(db);
    const data = Object.fromEntries((await db.selectFrom('archives').select(['id', 'data']).execute()).map((a) => [a.id, JSON.parse(a.data)]));
    expect(data).toEqual({
      a1: { cover: 'file/own.jpg', diaryCover: 'file/new.jpg', diaryImageAveRGB: '1,2,3' },
      a2: {},
      a3: { diaryCover: 'file/theirs.jpg' },
    });
    await db.destroy();
  });
});

describe('the migration that fills it in for places and stories written before', () => {
  it("sets each place's and story's newest diary photo, and leaves those without one alone", async () => {
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    for (const table of ['locations', 'tags']) await db.schema.createTable(table).addColumn('id', 'text').addColumn('data', 'text').execute();
    await db.schema.createTable('diaries').addColumn('id', 'text').addColumn('datetime', 'text').addColumn('data', 'text').execute();
    await db.schema.createTable('itemLinks').addColumn('ownerId', 'text').addColumn('field', 'text').addColumn('targetId', 'text').execute();
    await db
      .insertInto('locations')
      .values([
        { id: 'p1', data: '{"name":"西湖"}' },
        { id: 'p2', data: '{}' },
      ])
      .execute();
    await db.insertInto('tags').values({ id: 't1', data: '{"cover":"file/own.jpg"}' }).execute();
    await db
      .insertInto('diaries')
      .values([
        { id: 'd1', datetime: '2026-11-02T00:00:00.000Z', data: '{"cover":"file/old.jpg"}' },
        { id: 'd2', datetime: '2026-11-09T00:00:00.000Z', data: '{"cover":"file/new.jpg","imageAveRGB":"1,2,3"}' },
        { id: 'd3', datetime: '2026-11-20T00:00:00.000Z', data: '{}' },
      ])
      .execute();
    await db
      .insertInto('itemLinks')
      .values([
        { ownerId: 'd1', field: 'location', targetId: 'p1' },
        { ownerId: 'd2', field: 'location', targetId: 'p1' },
        { ownerId: 'd3', field: 'location', targetId: 'p1' },
        { ownerId: 'd3', field: 'location', targetId: 'p2' },
        { ownerId: 'd1', field: 'tag', targetId: 't1' },
      ])
      .execute();
    await upLists(db);
    const data = async (table: string) =>
      Object.fromEntries((await db.selectFrom(table).select(['id', 'data']).execute()).map((r) => [r.id, JSON.parse(r.data)]));
    expect(await data('locations')).toEqual({ p1: { name: '西湖', diaryCover: 'file/new.jpg', diaryImageAveRGB: '1,2,3' }, p2: {} });
    expect(await data('tags')).toEqual({ t1: { cover: 'file/own.jpg', diaryCover: 'file/old.jpg' } });
    await db.destroy();
  });
});
