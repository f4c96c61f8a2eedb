import { API_ERRORS, REQUESTS } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, date, diaryBody, list, ptr } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let me: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function freshUser(): Promise<SignedIn> {
  const user = await server.signUp();
  await server.call('startFreeTrial', {}, user.token);
  return user;
}

describe('writing a diary', () => {
  it('saves through one batch with its archive and weather, and lists it by month with includes', async () => {
    me = await freshUser();
    const tag = await add(server, me.token, 'tag', { name: '旅行' });
    const place = await add(server, me.token, 'location', { name: '西湖', coordinates: { __type: 'GeoPoint', latitude: 30.25, longitude: 120.15 } });
    const person = await add(server, me.token, 'people', { name: '小明' });
    const status = await add(server, me.token, 'status', { name: '开心', emoji: '😀' });
    const file = await add(server, me.token, 'file', { filename: 'k3j2.jpg', kind: 'image/jpeg', dimensions: [600, 450] });
    const saved = await server.call<Array<{ success: { objectId: string } }>>(
      'batch_op_items',
      {
        requests: [
          {
            method: 'POST',
            className: 'diary',
            body: diaryBody({
              weather: 1,
              gallery: [ptr('file', file)],
              tag: [ptr('tag', tag)],
              location: [ptr('location', place)],
              people: [ptr('people', person)],
              status: ptr('status', status),
            }),
          },
          { method: 'POST', className: 'archive', body: { year: 2026, month: 11, count: 1 } },
          { method: 'POST', className: 'weather', body: { code: 1, count: 1 } },
          { method: 'PUT', className: 'tag', objectId: tag, body: { count: { __op: 'Increment', amount: 1 } } },
        ],
      },
      me.token,
    );
    expect(saved.status).toBe(200);
    expect(REQUESTS.batch_op_items!.response.safeParse(saved.body).success).toBe(true);
    const diaryId = saved.body[0]!.success.objectId;

    const month = await server.call<Record<string, any>>(
      'get_item_list',
      {
        className: 'diary',
        where: { user: ptr('user', me.userId), datetime: { $gte: date('2026-10-31T16:00:00.000Z'), $lt: date('2026-11-30T16:00:00.000Z') } },
        order: '-datetime',
        limit: 20,
        count: true,
        include: ['gallery', 'location', 'people', 'tag', 'status'],
      },
      me.token,
    );
    expect(month.status).toBe(200);
    expect(REQUESTS.get_item_list!.response.safeParse(month.body).success).toBe(true);
    expect(month.body.count).toBe(1);
    const diary = month.body.diaryList[0];
    expect(diary.objectId).toBe(diaryId);
    expect(diary.gallery[0]).toMatchObject({ objectId: file, filename: 'k3j2.jpg' });
    expect(diary.location[0]).toMatchObject({ name: '西湖', count: 1 });
    expect(diary.people[0]).toMatchObject({ name: '小明', count: 1 });
    expect(diary.tag[0]).toMatchObject({ name: '旅行', count: 1 });
    expect(diary.status).toMatchObject({ name: '开心', emoji: '😀', count: 1 });
    expect(diary.todayonhistory).toBe('1121');

    expect((await list(server, me.token, 'archive')).items).toMatchObject([{ year: 2026, month: 11, count: 1 }]);
    expect((await list(server, me.token, 'weather')).items).toMatchObject([{ code: 1, count: 1 }]);
  });

  it('cuts records to the asked keys but keeps the fields the contract requires, so the answer still matches it', async () => {
    const user = await freshUser();
    const diaryId = await add(server, user.token, 'diary', diaryBody({ content: '只要内容' }));
    const cut = await server.call<{ diaryList: Array<Record<string, unknown>> }>(
      'get_item_list',
      { className: 'diary', where: { user: ptr('user', user.userId) }, keys: ['content'] },
      user.token,
    );
    expect(cut.status).toBe(200);
    expect(REQUESTS.get_item_list!.response.safeParse(cut.body).success).toBe(true);
    expect(Object.keys(cut.body.diaryList[0]!).sort()).toEqual(['content', 'datetime', 'objectId']);
    const one = await server.call<{ item: Record<string, unknown> }>(
      'get_item_by_id',
      { className: 'diary', objectId: diaryId, keys: ['favorite'] },
      user.token,
    );
    expect(REQUESTS.get_item_by_id!.response.safeParse(one.body).success).toBe(true);
    expect(one.body.item).toMatchObject({ objectId: diaryId, datetime: expect.anything() });
  });

  it('files a diary written late on the last evening of a month under that month in the writer’s calendar', async () => {
    const user = await freshUser();
    // 31 Oct 2026 23:30 in Shanghai is 15:30 UTC; the client says "1031".
    await add(server, user.token, 'diary', diaryBody({ datetime: date('2026-10-31T15:30:00.000Z'), todayonhistory: '1031' }));
    // 1 Jan 2027 00:30 in Shanghai is 31 Dec 2026 16:30 UTC.
    await add(server, user.token, 'diary', diaryBody({ datetime: date('2026-12-31T16:30:00.000Z'), todayonhistory: '0101' }));
    const archives = (await list(server, user.token, 'archive', { order: 'year,month' })).items;
    expect(archives.map((a) => [a.year, a.month, a.count])).toEqual([
      [2026, 10, 1],
      [2027, 1, 1],
    ]);
  });

  it("keeps the zone a diary was written in, files it by that zone's calendar, and refuses a zone that is no zone's name", async () => {
    const user = await freshUser();
    // 31 Oct 2026 20:30 UTC: 20:30 in London, already 1 November in Shanghai (the server's zone).
    const id = await add(
      server,
      user.token,
      'diary',
      diaryBody({ datetime: date('2026-10-31T20:30:00.000Z'), todayonhistory: undefined, timeZone: 'Europe/London' }),
    );
    const [diary] = (await list(server, user.token, 'diary')).items;
    expect(diary).toMatchObject({ objectId: id, timeZone: 'Europe/London', todayonhistory: '1031' });
    expect((await list(server, user.token, 'archive')).items.map((a) => [a.year, a.month])).toEqual([[2026, 10]]);
    for (const timeZone of ['Asia/Shanghai<script>', '../../etc/passwd', 'x'.repeat(65), 8]) {
      const refused = await server.call('add_item', { className: 'diary', data: diaryBody({ timeZone }) }, user.token);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: API_ERRORS.invalidRequest.code });
    }
    expect((await list(server, user.token, 'diary')).items).toHaveLength(1);
  });

  it('refuses a month and day that are not the diary’s day anywhere on Earth', async () => {
    const user = await freshUser();
    const answer = await server.call('add_item', { className: 'diary', data: diaryBody({ todayonhistory: '0704' }) }, user.token);
    expect(answer.status).toBe(400);
    expect((await list(server, user.token, 'diary')).items).toHaveLength(0);
  });

  it('says "Can not be empty" to a diary with no text and no photo, and accepts a photo-only diary', async () => {
    const user = await freshUser();
    const empty = await server.call('add_item', { className: 'diary', data: diaryBody({ content: ' \n\n' }) }, user.token);
    expect(empty.status).toBe(400);
    expect(String(empty.body.error)).toContain('Can not be empty');
    const file = await add(server, user.token, 'file', { filename: 'p1.jpg', kind: 'image/jpeg' });
    expect((await server.call('add_item', { className: 'diary', data: diaryBody({ content: '', gallery: [ptr('file', file)] }) }, user.token)).status).toBe(
      200,
    );
  });

  it('limits the title to 16 and the content to 2000 characters, counted as people count them', async () => {
    const user = await freshUser();
    const title16 = '😀'.repeat(16);
    expect((await server.call('add_item', { className: 'diary', data: diaryBody({ title: title16 }) }, user.token)).status).toBe(200);
    expect((await server.call('add_item', { className: 'diary', data: diaryBody({ title: `${title16}a` }) }, user.token)).status).toBe(400);
    const content2000 = `${'字'.repeat(1000)}\n${'字'.repeat(1000)}`;
    expect((await server.call('add_item', { className: 'diary', data: diaryBody({ content: content2000 }) }, user.token)).status).toBe(200);
    expect((await server.call('add_item', { className: 'diary', data: diaryBody({ content: `${content2000}字` }) }, user.token)).status).toBe(400);
  });

  it('stores unicode-escaped text as the plain text it stands for', async () => {
    const user = await freshUser();
    const id = await add(server, user.token, 'diary', diaryBody({ title: '\\u!\\u897f\\u6e56', content: '\\u!Caf\\u00e9 \\ud83d\\ude00' }));
    const read = await server.call<Record<string, any>>('get_item_by_id', { className: 'diary', objectId: id }, user.token);
    expect(read.body.item.title).toBe('西湖');
    expect(read.body.item.content).toBe('Café 😀');
  });

  it('refuses a fourth place and more than 15 photos', async () => {
    const user = await freshUser();
    const places = await Promise.all(['a', 'b', 'c', 'd'].map((name) => add(server, user.token, 'location', { name })));
    const four = await server.call('add_item', { className: 'diary', data: diaryBody({ location: places.map((p) => ptr('location', p)) }) }, user.token);
    expect(four.status).toBe(400);
    expect(four.body.code).toBe(API_ERRORS.placesLimit.code);
    const files = [];
    for (let i = 0; i < 16; i++) files.push(await add(server, user.token, 'file', { filename: `f${i}.jpg`, kind: 'image/jpeg' }));
    const sixteen = await server.call('add_item', { className: 'diary', data: diaryBody({ gallery: files.map((f) => ptr('file', f)) }) }, user.token);
    expect(sixteen.status).toBe(400);
    expect(sixteen.body.code).toBe(API_ERRORS.photoLimit.code);
    expect((await list(server, user.token, 'diary')).items).toHaveLength(0);
  });
});

describe('photos and video', () => {
  it('allows one video of 3 to 30 seconds beside photos, never two', async () => {
    const user = await freshUser();
    const video = await add(server, user.token, 'file', { filename: 'v1.mp4', kind: 'video/mp4', duration: 12 });
    const second = await add(server, user.token, 'file', { filename: 'v2.mp4', kind: 'video/mp4', duration: 5 });
    const long = await add(server, user.token, 'file', { filename: 'v3.mp4', kind: 'video/mp4', duration: 31 });
    const photo = await add(server, user.token, 'file', { filename: 'p.jpg', kind: 'image/jpeg' });
    const save = (gallery: string[]) =>
      server.call('add_item', { className: 'diary', data: diaryBody({ gallery: gallery.map((f) => ptr('file', f)) }) }, user.token);
    expect((await save([video, photo])).status).toBe(200);
    const two = await save([video, second]);
    expect(two.body.code).toBe(API_ERRORS.videoLimit.code);
    expect((await save([long])).body.code).toBe(API_ERRORS.videoTooLong.code);
    expect((await list(server, user.token, 'diary')).items).toHaveLength(1);
  });
});

describe('the free cap', () => {
  it('stops a user without Pro at 31 diaries, whatever the client sends, and lets Pro write on', async () => {
    const user = await server.signUp();
    for (let i = 0; i < 31; i++)
      expect((await server.call('add_item', { className: 'diary', data: diaryBody({ content: `第${i}篇` }) }, user.token)).status).toBe(200);
    const direct = await server.call('add_item', { className: 'diary', data: diaryBody() }, user.token);
    expect(direct.status).toBe(403);
    expect(direct.body.code).toBe(API_ERRORS.freeCapReached.code);
    const batched = await server.call('batch_op_items', { requests: [{ method: 'POST', className: 'diary', body: diaryBody() }] }, user.token);
    expect(batched.body.code).toBe(API_ERRORS.freeCapReached.code);
    expect((await list(server, user.token, 'diary', { count: true })).count).toBe(31);
    // Editing an existing diary is still allowed: the diaries stay the user's own.
    const first = (await list(server, user.token, 'diary', { limit: 1 })).items[0]!;
    expect((await server.call('update_item', { className: 'diary', objectId: first.objectId, data: { content: '改过' } }, user.token)).status).toBe(200);
    await server.call('startFreeTrial', {}, user.token);
    expect((await server.call('add_item', { className: 'diary', data: diaryBody() }, user.token)).status).toBe(200);
  });
});

describe('one transaction per batch', () => {
  it('writes nothing when any operation fails', async () => {
    const user = await freshUser();
    const tag = await add(server, user.token, 'tag', { name: '工作' });
    const before = await list(server, user.token, 'tag');
    const answer = await server.call(
      'batch_op_items',
      {
        requests: [
          { method: 'POST', className: 'diary', body: diaryBody({ tag: [ptr('tag', tag)] }) },
          { method: 'POST', className: 'people', body: { name: '新朋友' } },
          { method: 'PUT', className: 'location', objectId: 'doesNotExist', body: { name: 'x' } },
        ],
      },
      user.token,
    );
    expect(answer.status).toBe(404);
    expect((await list(server, user.token, 'diary')).items).toHaveLength(0);
    expect((await list(server, user.token, 'people')).items).toHaveLength(0);
    expect((await list(server, user.token, 'archive')).items).toHaveLength(0);
    expect((await list(server, user.token, 'tag')).items).toEqual(before.items);
  });
});

describe('ids chosen by the client', () => {
  it('creates a diary and its photo under the ids the device chose, so a retried save can be recognised', async () => {
    const user = await freshUser();
    const saved = await server.call<Array<{ success: { objectId: string } }>>(
      'batch_op_items',
      {
        requests: [
          { method: 'POST', className: 'file', objectId: 'photo-a1B2c3D4e5F6', body: { filename: 'file/photo-a1B2c3D4e5F6.jpg', kind: 'image/jpeg' } },
          {
            method: 'POST',
            className: 'diary',
            objectId: 'diary-a1B2c3D4e5F6',
            body: diaryBody({ gallery: [ptr('file', 'photo-a1B2c3D4e5F6')], censorResult: { content: 'pass', gallery: 'pass' } }),
          },
        ],
      },
      user.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.map((entry) => entry.success.objectId)).toEqual(['photo-a1B2c3D4e5F6', 'diary-a1B2c3D4e5F6']);
    const diary = await server.call<{ item: Record<string, unknown> }>('get_item_by_id', { className: 'diary', objectId: 'diary-a1B2c3D4e5F6' }, user.token);
    expect(diary.body.item.censorResult).toEqual({ content: 'pass', gallery: 'pass' });
  });

  it('refuses an id another user has taken with 137 and writes nothing', async () => {
    const user = await freshUser();
    const other = await freshUser();
    const first = await server.call('add_item', { className: 'diary', objectId: 'taken-id-0001', data: diaryBody() }, user.token);
    expect(first.status).toBe(200);
    const again = await server.call(
      'batch_op_items',
      {
        requests: [
          { method: 'POST', className: 'people', body: { name: '不该留下' } },
          { method: 'POST', className: 'diary', objectId: 'taken-id-0001', body: diaryBody() },
        ],
      },
      other.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(API_ERRORS.duplicateName.code);
    expect((await list(server, other.token, 'people')).items).toHaveLength(0);
    expect((await list(server, user.token, 'diary')).items).toHaveLength(1);
    expect((await list(server, other.token, 'diary')).items).toHaveLength(0);
  });

  it("answers the writer's own id sent again as created before: the retried save writes nothing twice", async () => {
    const user = await freshUser();
    const first = await server.call<{ objectId: string; createdAt: string }>(
      'add_item',
      { className: 'diary', objectId: 'retried-id-0001', data: diaryBody({ weather: 2 }) },
      user.token,
    );
    server.clock.advance(5_000);
    const again = await server.call<{ objectId: string; createdAt: string }>(
      'add_item',
      { className: 'diary', objectId: 'retried-id-0001', data: diaryBody({ weather: 2 }) },
      user.token,
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await list(server, user.token, 'diary')).items).toHaveLength(1);
    expect((await list(server, user.token, 'archive')).items.map((a) => a.count)).toEqual([1]);
    expect((await list(server, user.token, 'weather')).items.map((w) => w.count)).toEqual([1]);
  });
});

describe('duplicate names', () => {
  it('check_item finds an existing archive, weather or name; add_item refuses a duplicate with 137', async () => {
    const user = await freshUser();
    await add(server, user.token, 'diary', diaryBody({ weather: 3 }));
    const archive = await server.call<Record<string, any>>('check_item', { className: 'archive', data: { year: 2026, month: 11 } }, user.token);
    expect(archive.body).toMatchObject({ exists: true, item: { year: 2026, month: 11, count: 1 } });
    expect((await server.call('check_item', { className: 'weather', data: { code: 3 } }, user.token)).body.exists).toBe(true);
    expect((await server.call('check_item', { className: 'weather', data: { code: 4 } }, user.token)).body).toEqual({ exists: false, item: null });
    for (const className of ['location', 'people', 'tag', 'topic', 'status', 'group']) {
      await add(server, user.token, className, { name: '同名' });
      expect((await server.call('check_item', { className, data: { name: '同名' } }, user.token)).body.exists).toBe(true);
      const again = await server.call('add_item', { className, data: { name: '同名' } }, user.token);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe(API_ERRORS.duplicateName.code);
    }
    const other = await freshUser();
    // Names are unique per user, not across users.
    expect((await server.call('check_item', { className: 'tag', data: { name: '同名' } }, other.token)).body.exists).toBe(false);
    await add(server, other.token, 'tag', { name: '同名' });
  });

  it('refuses renaming onto an existing name', async () => {
    const user = await freshUser();
    await add(server, user.token, 'people', { name: '甲' });
    const b = await add(server, user.token, 'people', { name: '乙' });
    expect((await server.call('update_item', { className: 'people', objectId: b, data: { name: '甲' } }, user.token)).body.code).toBe(
      API_ERRORS.duplicateName.code,
    );
  });
});

describe('finding diaries again', () => {
  let user: SignedIn;
  let tag: string;
  let person: string;
  let status: string;
  beforeAll(async () => {
    user = await freshUser();
    tag = await add(server, user.token, 'tag', { name: 'Reisen' });
    person = await add(server, user.token, 'people', { name: 'Zoë' });
    status = await add(server, user.token, 'status', { name: 'calm', emoji: '😌' });
    const entries = [
      { content: 'Über den Wolken muss die Freiheit wohl grenzenlos sein', datetime: '2026-11-02T02:00:00.000Z', tod: '1102', favorite: true, tag: true },
      { content: 'Crème brûlée at the CAFÉ', datetime: '2026-11-03T02:00:00.000Z', tod: '1103', weather: 2, person: true },
      { content: '今天在西湖边散步，天气很好', datetime: '2026-11-04T02:00:00.000Z', tod: '1104', status: true },
      { content: 'A plain day (100% ordinary) with a_b', datetime: '2025-11-21T02:00:00.000Z', tod: '1121' },
    ];
    for (const e of entries) {
      await add(server, user.token, 'diary', {
        content: e.content,
        datetime: date(e.datetime),
        todayonhistory: e.tod,
        ...(e.favorite ? { favorite: true } : {}),
        ...(e.weather ? { weather: e.weather } : {}),
        ...(e.tag ? { tag: [ptr('tag', tag)] } : {}),
        ...(e.person ? { people: [ptr('people', person)] } : {}),
        ...(e.status ? { status: ptr('status', status) } : {}),
      });
    }
  });

  const search = async (where: Record<string, unknown>) =>
    (await list(server, user.token, 'diary', { where, order: '-datetime' })).items.map((d) => String(d.content).slice(0, 6));

  it('matches keywords case-insensitively across Unicode: accented Latin and Chinese', async () => {
    expect(await search({ content: { $contains: 'ÜBER' } })).toEqual(['Über d']);
    expect(await search({ content: { $contains: 'über' } })).toEqual(['Über d']);
    expect(await search({ content: { $contains: 'café' } })).toEqual(['Crème ']);
    expect(await search({ content: { $contains: 'CRÈME' } })).toEqual(['Crème ']);
    expect(await search({ content: { $contains: '西湖' } })).toEqual(['今天在西湖边']);
  });

  it('treats a keyword as literal text, never as a pattern', async () => {
    expect(await search({ content: { $contains: '100%' } })).toEqual(['A plai']);
    expect(await search({ content: { $contains: '%' } })).toEqual(['A plai']);
    expect(await search({ content: { $contains: 'a_b' } })).toEqual(['A plai']);
    expect(await search({ content: { $contains: '.*' } })).toEqual([]);
    expect(await search({ content: { $contains: "'; drop table diaries; --" } })).toEqual([]);
    expect((await list(server, user.token, 'diary')).items).toHaveLength(4);
  });

  it('narrows by a sub-keyword', async () => {
    expect(await search({ $and: [{ content: { $contains: 'the' } }, { content: { $contains: 'café' } }] })).toEqual(['Crème ']);
  });

  it('filters by story, person, status, weather, favorite and on-this-day', async () => {
    expect(await search({ tag: ptr('tag', tag) })).toEqual(['Über d']);
    expect(await search({ people: { $in: [ptr('people', person)] } })).toEqual(['Crème ']);
    expect(await search({ status: ptr('status', status) })).toEqual(['今天在西湖边']);
    expect(await search({ weather: 2 })).toEqual(['Crème ']);
    expect(await search({ favorite: true })).toEqual(['Über d']);
    expect(await search({ todayonhistory: '1121', datetime: { $lt: date('2026-10-01T00:00:00.000Z') } })).toEqual(['A plai']);
    expect(await search({ tag: { $exists: false } })).toHaveLength(3);
    expect(await search({ weather: { $ne: 2 } })).toHaveLength(3);
    expect(await search({ weather: { $in: [] } })).toEqual([]);
  });

  it('orders by several keys, pages with skip and limit, cuts fields with keys and counts', async () => {
    const page = await server.call<Record<string, any>>(
      'get_item_list',
      { className: 'diary', order: 'favorite,-datetime', skip: 1, limit: 2, keys: ['datetime'], count: true },
      user.token,
    );
    expect(page.body.count).toBe(4);
    expect(page.body.diaryList).toHaveLength(2);
    expect(Object.keys(page.body.diaryList[0]).sort()).toEqual(['datetime', 'objectId']);
    expect(page.body.diaryList.map((d: any) => d.datetime.iso)).toEqual(['2026-11-03T02:00:00.000Z', '2025-11-21T02:00:00.000Z']);
  });

  it('counts all that match whatever the page: the last one, one past the end, and none at all', async () => {
    const count = async (query: Record<string, unknown>) =>
      (await server.call<Record<string, any>>('get_item_list', { className: 'diary', count: true, ...query }, user.token)).body;
    expect(await count({ skip: 3, limit: 2 })).toMatchObject({ count: 4, diaryList: [expect.anything()] });
    expect(await count({ skip: 10, limit: 2 })).toEqual({ count: 4, diaryList: [] });
    expect(await count({ where: { weather: 11 } })).toEqual({ count: 0, diaryList: [] });
    // The total is not a field of the records.
    expect(Object.keys((await count({ limit: 1 })).diaryList[0])).not.toContain('__total');
  });

  it('finds places near a point', async () => {
    await add(server, user.token, 'location', { name: 'Leifeng Pagoda', coordinates: { __type: 'GeoPoint', latitude: 30.2311, longitude: 120.1488 } });
    await add(server, user.token, 'location', { name: 'Shanghai', coordinates: { __type: 'GeoPoint', latitude: 31.2304, longitude: 121.4737 } });
    const near = (
      await list(server, user.token, 'location', {
        where: { coordinates: { $nearSphere: { __type: 'GeoPoint', latitude: 30.2331, longitude: 120.1495 }, $maxDistanceInKilometers: 0.3 } },
      })
    ).items;
    expect(near.map((l) => l.name)).toEqual(['Leifeng Pagoda']);
  });

  it('refuses unknown fields, operators and a limit over 1000', async () => {
    for (const query of [
      { where: { secret: 1 } },
      { where: { content: { $regex: '.*' } } },
      { where: { content: { $where: 'sleep(1)' } } },
      { limit: 1001 },
      { skip: -1 },
      { order: 'datetime; drop table diaries' },
      { include: ['user.sessionToken'] },
    ]) {
      const answer = await server.call('get_item_list', { className: 'diary', ...query }, user.token);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.code).toBe(API_ERRORS.invalidRequest.code);
    }
  });
});

describe('deleting', () => {
  it('a place, person, story or status keeps the diaries; a topic or group leaves its members', async () => {
    const user = await freshUser();
    const group = await add(server, user.token, 'group', { name: '心情' });
    const topic = await add(server, user.token, 'topic', { name: '生活' });
    const tag = await add(server, user.token, 'tag', { name: '散步', topic: ptr('topic', topic) });
    const place = await add(server, user.token, 'location', { name: '公园' });
    const person = await add(server, user.token, 'people', { name: '阿花' });
    const status = await add(server, user.token, 'status', { name: '平静', group: ptr('group', group) });
    const diary = await add(
      server,
      user.token,
      'diary',
      diaryBody({ tag: [ptr('tag', tag)], location: [ptr('location', place)], people: [ptr('people', person)], status: ptr('status', status) }),
    );
    for (const [className, objectId] of [
      ['topic', topic],
      ['group', group],
      ['tag', tag],
      ['location', place],
      ['people', person],
      ['status', status],
    ] as const) {
      expect((await server.call('delete_item', { className, objectId }, user.token)).status).toBe(200);
    }
    const read = await server.call<Record<string, any>>('get_item_by_id', { className: 'diary', objectId: diary }, user.token);
    expect(read.status).toBe(200);
    expect(read.body.item).toMatchObject({ tag: [], location: [], people: [] });
    expect(read.body.item.status).toBeUndefined();
  });

  it('a diary updates every count and clears the covers that used its photos, the user’s own included', async () => {
    const user = await freshUser();
    const tag = await add(server, user.token, 'tag', { name: '海' });
    const file = await add(server, user.token, 'file', { filename: 'sea.jpg', kind: 'image/jpeg' });
    const keep = await add(server, user.token, 'file', { filename: 'keep.jpg', kind: 'image/jpeg' });
    const diary = await add(server, user.token, 'diary', diaryBody({ weather: 1, gallery: [ptr('file', file)], tag: [ptr('tag', tag)] }));
    await add(server, user.token, 'diary', diaryBody({ weather: 1, gallery: [ptr('file', keep)], tag: [ptr('tag', tag)] }));
    const archive = (await list(server, user.token, 'archive')).items[0]!;
    await server.call('update_item', { className: 'tag', objectId: tag, data: { cover: 'file/sea.jpg', imageAveRGB: '1,2,3' } }, user.token);
    await server.call('update_item', { className: 'archive', objectId: archive.objectId, data: { cover: 'file/keep.jpg' } }, user.token);
    await server.call(
      'update_item',
      { className: 'user', objectId: user.userId, data: { favoriteDiariesCover: 'file/sea.jpg', allDiariesCover: 'sea.jpg' } },
      user.token,
    );

    expect((await server.call('delete_item', { className: 'diary', objectId: diary }, user.token)).status).toBe(200);
    const tagAfter = (await list(server, user.token, 'tag')).items[0]!;
    expect(tagAfter.count).toBe(1);
    expect(tagAfter.cover).toBeUndefined();
    expect(tagAfter.imageAveRGB).toBeUndefined();
    expect((await list(server, user.token, 'archive')).items[0]).toMatchObject({ count: 1, cover: 'file/keep.jpg' });
    expect((await list(server, user.token, 'weather')).items[0]).toMatchObject({ code: 1, count: 1 });
    const me2 = await server.call<Record<string, any>>('get_item_by_id', { className: 'user', objectId: user.userId }, user.token);
    expect(me2.body.item.favoriteDiariesCover).toBeUndefined();
    expect(me2.body.item.allDiariesCover).toBeUndefined();
  });
});
