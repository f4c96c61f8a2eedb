import { API_ERRORS, REQUESTS } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, date, diaryBody, list, ptr } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let owner: SignedIn;
let diary: string;
let secret: string;
let hidden: string;
let tag: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signUp();
  await server.call('update_item', { className: 'user', objectId: owner.userId, data: { nicename: '小王' } }, owner.token);
  tag = await add(server, owner.token, 'tag', { name: '旅行' });
  const file = await add(server, owner.token, 'file', { filename: 'lake.jpg', kind: 'image/jpeg' });
  diary = await add(
    server,
    owner.token,
    'diary',
    diaryBody({ content: '<script>alert(1)</script> 西湖', tag: [ptr('tag', tag)], gallery: [ptr('file', file)], weather: 1 }),
  );
  secret = await add(
    server,
    owner.token,
    'diary',
    diaryBody({ content: '私密', tag: [ptr('tag', tag)], privateStatus: true, datetime: date('2026-11-21T07:00:00.000Z') }),
  );
  hidden = await add(
    server,
    owner.token,
    'diary',
    diaryBody({ content: '隐藏', tag: [ptr('tag', tag)], hiddenStatus: true, datetime: date('2026-11-21T08:00:00.000Z') }),
  );
});
afterAll(() => server.close());

const share = (className: string, objectId: string) =>
  server.call('update_item', { className, objectId, data: { sharedStatus: 2, sharedDatetime: date(server.clock.now().toISOString()) } }, owner.token);

describe('shared diaries', () => {
  it('a visitor reads a shared diary within its day, without its owner’s id', async () => {
    expect((await server.call('get_shared_diary', { objectId: diary })).status).toBe(404);
    await share('diary', diary);
    const read = await server.call<Record<string, any>>('get_shared_diary', { objectId: diary });
    expect(read.status).toBe(200);
    expect(REQUESTS.get_shared_diary!.response.safeParse(read.body).success).toBe(true);
    expect(read.body.author).toEqual({ nicename: '小王' });
    expect(read.body.diary.gallery[0]).toMatchObject({ filename: 'lake.jpg' });
    expect(read.body.diary.tag[0]).toMatchObject({ name: '旅行' });
    expect(JSON.stringify(read.body)).not.toContain(owner.userId);
  });

  it('expires one day after the share started (1003); reset restarts the day; stopping hides it (404)', async () => {
    server.clock.advance(DAY - 1000);
    expect((await server.call('get_shared_diary', { objectId: diary })).status).toBe(200);
    server.clock.advance(2000);
    const expired = await server.call('get_shared_diary', { objectId: diary });
    expect(expired.status).toBe(404);
    expect(expired.body.code).toBe(API_ERRORS.shareExpired.code);
    await share('diary', diary);
    expect((await server.call('get_shared_diary', { objectId: diary })).status).toBe(200);
    await server.call('update_item', { className: 'diary', objectId: diary, data: { sharedStatus: 0, sharedDatetime: null } }, owner.token);
    const stopped = await server.call('get_shared_diary', { objectId: diary });
    expect(stopped.body.code).toBe(API_ERRORS.notFound.code);
  });

  it('never shows a private or hidden diary, even marked shared', async () => {
    await share('diary', secret);
    await share('diary', hidden);
    expect((await server.call('get_shared_diary', { objectId: secret })).status).toBe(404);
    expect((await server.call('get_shared_diary', { objectId: hidden })).status).toBe(404);
    expect((await server.call('get_shared_diary', { objectId: 'noSuchDiary' })).status).toBe(404);
  });
});

describe('shared lists', () => {
  it('shows a shared story’s diaries: private ones as "Hidden content" stubs, hidden ones not at all', async () => {
    expect((await server.call('get_shared_list', { listType: 'tag', listId: tag })).status).toBe(404);
    await share('tag', tag);
    const read = await server.call<Record<string, any>>('get_shared_list', { listType: 'tag', listId: tag, order: '-datetime' });
    expect(read.status).toBe(200);
    expect(REQUESTS.get_shared_list!.response.safeParse(read.body).success).toBe(true);
    expect(read.body.item).toMatchObject({ name: '旅行', count: 3 });
    expect(read.body.count).toBe(2);
    expect(read.body.diaryList).toEqual([{ objectId: secret, privateStatus: true }, expect.objectContaining({ objectId: diary })]);
    expect(JSON.stringify(read.body)).not.toContain('私密');
    expect(JSON.stringify(read.body)).not.toContain('隐藏');
    expect(JSON.stringify(read.body)).not.toContain(owner.userId);
  });

  it('shares a month, a weather, and refuses a list with no diaries', async () => {
    const archive = (await list(server, owner.token, 'archive')).items[0]!;
    await share('archive', archive.objectId);
    const month = await server.call<Record<string, any>>('get_shared_list', { listType: 'archive', listId: archive.objectId });
    expect(month.body.count).toBe(2);
    const weather = (await list(server, owner.token, 'weather')).items[0]!;
    await share('weather', weather.objectId);
    expect((await server.call<Record<string, any>>('get_shared_list', { listType: 'weather', listId: weather.objectId })).body.count).toBe(1);
    const empty = await add(server, owner.token, 'people', { name: '没人' });
    await share('people', empty);
    expect((await server.call('get_shared_list', { listType: 'people', listId: empty })).status).toBe(404);
  });

  it('shows a shared place’s, person’s and status’s diaries, and a month’s as its count counts them, in the writer’s calendar', async () => {
    const writer = await server.signUp();
    const shareOf = (className: string, objectId: string) =>
      server.call('update_item', { className, objectId, data: { sharedStatus: 2, sharedDatetime: date(server.clock.now().toISOString()) } }, writer.token);
    const sharedList = async (listType: string, listId: string) => {
      await shareOf(listType, listId);
      const read = await server.call<Record<string, any>>('get_shared_list', { listType, listId });
      expect(read.status).toBe(200);
      return { count: read.body.count as number, ids: (read.body.diaryList as Array<{ objectId: string }>).map((d) => d.objectId) };
    };
    const place = await add(server, writer.token, 'location', { name: '西湖' });
    const person = await add(server, writer.token, 'people', { name: '小李' });
    const calm = await add(server, writer.token, 'status', { name: '平静', emoji: '😌' });
    const walk = await add(
      server,
      writer.token,
      'diary',
      diaryBody({ location: [ptr('location', place)], people: [ptr('people', person)], status: ptr('status', calm) }),
    );
    await add(server, writer.token, 'diary', diaryBody({ content: '别的', datetime: date('2026-11-20T06:30:00.000Z'), todayonhistory: '1120' }));
    // 1 December 04:00 where it was written (UTC+8): 30 November in UTC, a December diary all the same.
    const december = await add(server, writer.token, 'diary', diaryBody({ datetime: date('2026-11-30T20:00:00.000Z'), todayonhistory: '1201' }));

    expect(await sharedList('location', place)).toEqual({ count: 1, ids: [walk] });
    expect(await sharedList('people', person)).toEqual({ count: 1, ids: [walk] });
    expect(await sharedList('status', calm)).toEqual({ count: 1, ids: [walk] });
    const months = (await list(server, writer.token, 'archive')).items;
    const monthOf = (month: number) => months.find((archive) => archive.month === month)!;
    expect(await sharedList('archive', monthOf(12).objectId)).toEqual({ count: monthOf(12).count, ids: [december] });
    expect(await sharedList('archive', monthOf(11).objectId)).toEqual({ count: monthOf(11).count, ids: expect.not.arrayContaining([december]) });
    expect(monthOf(11).count).toBe(2);
  });

  it('ends with the owner’s account', async () => {
    const other = await server.signUp();
    const d = await add(server, other.token, 'diary', diaryBody());
    await server.call(
      'update_item',
      { className: 'diary', objectId: d, data: { sharedStatus: 2, sharedDatetime: date(server.clock.now().toISOString()) } },
      other.token,
    );
    expect((await server.call('get_shared_diary', { objectId: d })).status).toBe(200);
    await server.call('requestSmsCode', { mobilePhoneNumber: other.phone });
    expect((await server.call('deleteAccount', { smsCode: server.lastCode(other.phone) }, other.token)).status).toBe(200);
    expect((await server.call('get_shared_diary', { objectId: d })).status).toBe(404);
  });
});

describe('a share starts when the server says', () => {
  it('a start sent a year ahead or a year back is not stored: every shareable class lives one day from the write, then expires (1003)', async () => {
    const writer = await server.signUp();
    const place = await add(server, writer.token, 'location', { name: '断桥' });
    const person = await add(server, writer.token, 'people', { name: '阿青' });
    const story = await add(server, writer.token, 'tag', { name: '散步' });
    const calm = await add(server, writer.token, 'status', { name: '安静', emoji: '🙂' });
    const links = { location: [ptr('location', place)], people: [ptr('people', person)], tag: [ptr('tag', story)], status: ptr('status', calm) };
    const walk = await add(server, writer.token, 'diary', diaryBody({ ...links, weather: 5 }));
    const shared = {
      diary: walk,
      location: place,
      people: person,
      tag: story,
      status: calm,
      archive: (await list(server, writer.token, 'archive')).items[0]!.objectId as string,
      weather: (await list(server, writer.token, 'weather')).items[0]!.objectId as string,
    };
    const read = (kind: string, id: string) =>
      kind === 'diary' ? server.call('get_shared_diary', { objectId: id }) : server.call('get_shared_list', { listType: kind, listId: id });

    const started = server.clock.now().toISOString();
    for (const [n, [kind, id]] of Object.entries(shared).entries()) {
      const sent = new Date(server.clock.now().getTime() + (n % 2 === 0 ? 365 : -365) * DAY).toISOString();
      const answer = await server.call<{ updatedAt: string }>(
        'update_item',
        { className: kind, objectId: id, data: { sharedStatus: 2, sharedDatetime: date(sent) } },
        writer.token,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.updatedAt).toBe(started);
      const stored = await server.call<{ item: { sharedDatetime: { iso: string } } }>('get_item_by_id', { className: kind, objectId: id }, writer.token);
      expect(stored.body.item.sharedDatetime.iso, kind).toBe(started);
      expect((await read(kind, id)).status, kind).toBe(200);
    }
    // A start sent alone is a reset from now, never the time it names.
    server.clock.advance(DAY / 2);
    const resetAt = server.clock.now().toISOString();
    await server.call('update_item', { className: 'diary', objectId: walk, data: { sharedDatetime: date('2027-12-02T00:00:00.000Z') } }, writer.token);
    const reset = await server.call<{ item: { sharedDatetime: { iso: string } } }>('get_item_by_id', { className: 'diary', objectId: walk }, writer.token);
    expect(reset.body.item.sharedDatetime.iso).toBe(resetAt);

    server.clock.advance(DAY / 2 + 1000);
    for (const [kind, id] of Object.entries(shared)) {
      const answer = await read(kind, id);
      if (kind === 'diary') expect(answer.status, kind).toBe(200);
      else expect(answer.body.code, kind).toBe(API_ERRORS.shareExpired.code);
    }
    server.clock.advance(DAY / 2);
    expect((await read('diary', walk)).body.code).toBe(API_ERRORS.shareExpired.code);
  });

  it('a record added already shared starts its share at the write, whatever start it carries', async () => {
    const writer = await server.signUp();
    const future = date(new Date(server.clock.now().getTime() + 365 * DAY).toISOString());
    const diary = await add(server, writer.token, 'diary', diaryBody({ sharedStatus: 2, sharedDatetime: future }));
    const person = await add(server, writer.token, 'people', { name: '老周', sharedStatus: 0, sharedDatetime: future });
    const stored = await server.call<{ item: { sharedDatetime: { iso: string } } }>('get_item_by_id', { className: 'diary', objectId: diary }, writer.token);
    expect(stored.body.item.sharedDatetime.iso).toBe(server.clock.now().toISOString());
    const privatePerson = await server.call<{ item: Record<string, unknown> }>('get_item_by_id', { className: 'people', objectId: person }, writer.token);
    expect(privatePerson.body.item.sharedDatetime ?? null).toBeNull();
    server.clock.advance(DAY + 1000);
    expect((await server.call('get_shared_diary', { objectId: diary })).body.code).toBe(API_ERRORS.shareExpired.code);
  });
});

describe('export', () => {
  it('gives every diary as one self-contained HTML document, once every 7 days', async () => {
    const user = await server.signUp();
    await add(server, user.token, 'diary', diaryBody({ content: 'First <b>bold</b> & "quoted"' }));
    await add(server, user.token, 'diary', diaryBody({ content: '第二篇', datetime: date('2026-11-22T06:30:00.000Z'), todayonhistory: '1122', weather: 1 }));
    // 20:30 on the 20th in London, where it was written: already the 21st by the server's clock (Shanghai).
    const london = { content: 'Late in London', datetime: date('2026-11-20T20:30:00.000Z'), todayonhistory: '1120', timeZone: 'Europe/London' };
    await add(server, user.token, 'diary', diaryBody(london));
    const first = await server.call<Record<string, string>>('exportDiaries', { language: 'en' }, user.token);
    expect(first.status).toBe(200);
    expect(REQUESTS.exportDiaries!.response.safeParse(first.body).success).toBe(true);
    const html = first.body.html!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('First &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(html).toContain('第二篇');
    expect(html).toContain('Sunny');
    expect(html).toMatch(/<h2>2026-11-20<\/h2>(?:(?!<article>)[\s\S])*Late in London/);
    expect(html).not.toMatch(/<script|<link|src="http/);
    expect(first.body.filename).toBe(`diary-${server.clock.now().toISOString().slice(0, 10)}.html`);

    server.clock.advance(6 * DAY);
    const soon = await server.call('exportDiaries', {}, user.token);
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe(API_ERRORS.exportTooSoon.code);
    expect(String(soon.body.error)).toContain(first.body.nextExportAt);
    server.clock.advance(DAY);
    const zh = await server.call<Record<string, string>>('exportDiaries', {}, user.token);
    expect(zh.status).toBe(200);
    expect(zh.body.html).toContain('晴');
  });
});
