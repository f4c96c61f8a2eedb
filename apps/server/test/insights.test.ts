import { insightsSchema, type Insights } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openKeyRing } from '../src/encryption/open-keys';
import { countEarlierWords } from '../src/storage/count-earlier-words';
import { add, date, diaryBody, ptr } from './support/records';
import { startTestServer, withServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let me: SignedIn;
const ids: Record<string, string> = {};

/** A diary on a day of the writer's calendar (noon in Shanghai), with the fields given. */
const on = (day: string, fields: Record<string, unknown> = {}) =>
  diaryBody({ datetime: date(`${day}T04:00:00.000Z`), todayonhistory: day.slice(5, 7) + day.slice(8, 10), content: 'x', ...fields });

beforeAll(async () => {
  server = await startTestServer();
  me = await server.signUp();
  const group = await add(server, me.token, 'group', { name: '心情' });
  ids.happy = await add(server, me.token, 'status', { name: '开心', emoji: '😀', group: ptr('group', group), position: 0 });
  ids.sad = await add(server, me.token, 'status', { name: '难过', emoji: '😢', group: ptr('group', group), position: 1 });
  ids.lin = await add(server, me.token, 'people', { name: '小林' });
  ids.lake = await add(server, me.token, 'location', { name: '西湖' });
  ids.walks = await add(server, me.token, 'tag', { name: '散步' });
  const happy = { status: ptr('status', ids.happy) };
  const sad = { status: ptr('status', ids.sad) };
  // Four days in a row across the year's end, then two across a month's end.
  await add(server, me.token, 'diary', on('2025-12-30', { ...sad, weather: 2 }));
  await add(server, me.token, 'diary', on('2025-12-31', { ...sad, weather: 2 }));
  await add(server, me.token, 'diary', on('2026-01-01', { ...happy, weather: 1, title: 'New year 新年', content: '今天去了西湖 with Lin' }));
  await add(server, me.token, 'diary', on('2026-01-02', { ...sad, weather: 2 }));
  await add(server, me.token, 'diary', on('2026-01-31', { ...sad }));
  await add(server, me.token, 'diary', on('2026-02-01', { ...sad }));
  // Five sunny days with 小林 by the lake, happy: a mood that stands out.
  for (const day of ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-08', '2026-03-10'])
    await add(
      server,
      me.token,
      'diary',
      on(day, { ...happy, weather: 1, people: [ptr('people', ids.lin)], location: [ptr('location', ids.lake)], tag: [ptr('tag', ids.walks)] }),
    );
  // Two on one day: sad in the morning, happy at night — a tie, so the day takes the later.
  await add(server, me.token, 'diary', diaryBody({ ...sad, datetime: date('2026-04-01T01:00:00.000Z'), todayonhistory: '0401' }));
  await add(server, me.token, 'diary', diaryBody({ ...happy, datetime: date('2026-04-01T13:00:00.000Z'), todayonhistory: '0401' }));
  // Written at 01:30 in Shanghai on 22 November, 21 November in UTC, without a calendar day: the server's zone files it.
  ids.late = await add(server, me.token, 'diary', { content: 'late', datetime: date('2026-11-21T17:30:00.000Z') });
  // Deleted: not counted.
  const gone = await add(server, me.token, 'diary', on('2026-05-05', { ...happy, weather: 3 }));
  expect((await server.call('delete_item', { className: 'diary', objectId: gone }, me.token)).status).toBe(200);
  // Another person's diaries are never counted.
  const other = await server.signUp();
  for (const day of ['2026-01-03', '2026-06-01', '2026-11-22']) await add(server, other.token, 'diary', on(day, { weather: 3, content: 'not mine' }));
});
afterAll(() => server.close());

async function insights(period: string, today = '2026-11-22', token = me.token): Promise<Insights> {
  const answer = await server.call<Insights>('getInsights', { period, today }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return insightsSchema.parse(answer.body);
}

describe('insights over a year', () => {
  it('count diaries and words by month and weekday, the days written and the streaks, across month and year ends', async () => {
    const year = await insights('2026');
    expect(year.diaries).toBe(12);
    expect(year.daysWritten).toBe(11);
    // "New year 新年" and "今天去了西湖 with Lin": 2 + 2 words and 6 + 2; the two of 1 April 6 each; every other one.
    expect(year.words).toBe(12 + 2 * 6 + 9);
    expect(year.months.map((m) => m.diaries)).toEqual([3, 1, 5, 2, 0, 0, 0, 0, 0, 0, 1, 0]);
    expect(year.months[0]).toEqual({ month: '2026-01', diaries: 3, words: 14 });
    // 2026-01-01 Thu, 01-02 Fri, 01-31 Sat, 02-01 Sun, 03-02/04/06/08/10 Mon/Wed/Fri/Sun/Tue, 04-01 Wed ×2, 11-22 Sun.
    expect(year.weekdays).toEqual([1, 1, 3, 1, 2, 1, 3]);
    // The longest within 2026 starts on its first day; the current one is the diary of today (22 November, Shanghai).
    expect(year.streaks).toEqual({ current: 1, longest: 2, longestEnd: '2026-02-01' });
    // A day with one diary names it, for a tap to open.
    expect(year.days.find((d) => d.day === '2026-11-22')).toEqual({ day: '2026-11-22', diaries: 1, status: null, only: ids.late });
    expect(year.days.find((d) => d.day === '2026-04-01')).toEqual({ day: '2026-04-01', diaries: 2, status: ids.happy });
    expect(year.days.some((d) => d.day === '2026-05-05' || d.day === '2026-06-01')).toBe(false);
  });

  it('set moods against weather, places, people and stories, and say the mood that stands out', async () => {
    const year = await insights('2026');
    expect(year.moods).toEqual([
      { status: ids.happy, diaries: 7 },
      { status: ids.sad, diaries: 4 },
    ]);
    expect(year.statuses.map((s) => [s.name, s.emoji])).toEqual([
      ['开心', '😀'],
      ['难过', '😢'],
    ]);
    expect(year.weather).toEqual([
      { id: '1', diaries: 6, moods: [{ status: ids.happy, diaries: 6 }] },
      { id: '2', diaries: 1, moods: [{ status: ids.sad, diaries: 1 }] },
    ]);
    const withLin = { id: ids.lin, name: '小林', diaries: 5, moods: [{ status: ids.happy, diaries: 5 }] };
    expect(year.people).toEqual([withLin]);
    expect(year.places).toEqual([{ ...withLin, id: ids.lake, name: '西湖' }]);
    expect(year.stories).toEqual([{ ...withLin, id: ids.walks, name: '散步' }]);
    // Happy is 7 of 11 moods (64 %) in the year, and all of them with sunshine, 小林, the lake and walks: 36 points
    // and 1.57× above, from at least five diaries, so each stands out.
    expect(year.standouts.map((s) => [s.facet, s.id, s.status, s.together, s.withMood])).toEqual([
      ['weather', '1', ids.happy, 6, 6],
      ['places', ids.lake, ids.happy, 5, 5],
      ['people', ids.lin, ids.happy, 5, 5],
      ['stories', ids.walks, ids.happy, 5, 5],
    ]);
  });
});

describe('insights over other periods', () => {
  it('a month, and all time: its streak runs across the year end', async () => {
    const march = await insights('2026-03');
    expect(march.months).toEqual([{ month: '2026-03', diaries: 5, words: 5 }]);
    expect(march.streaks.longest).toBe(1);
    const all = await insights('all');
    expect(all.diaries).toBe(14);
    expect(all.months[0]!.month).toBe('2025-12');
    expect(all.months.at(-1)!.month).toBe('2026-11');
    expect(all.streaks).toEqual({ current: 1, longest: 4, longestEnd: '2026-01-02' });
  });

  it("the current streak counts yesterday's while today has none, and runs back before the period", async () => {
    expect((await insights('2026-11', '2026-11-23')).streaks.current).toBe(1);
    expect((await insights('2026-11', '2026-11-24')).streaks.current).toBe(0);
    expect((await insights('2026', '2026-01-02')).streaks).toMatchObject({ current: 4, longest: 2 });
  });

  it('counts the lists of diaries written before a diary kept its own copy of them, from itemLinks', async () => {
    const before = await insights('2026');
    // As rows written before the copy was kept: no lists on the row.
    await server.database.db.updateTable('diaries').set({ links: null }).where('user', '=', me.userId).execute();
    const after = await insights('2026');
    expect(after.people).toEqual(before.people);
    expect(after.places).toEqual(before.places);
    expect(after.stories).toEqual(before.stories);
    expect(after.standouts).toEqual(before.standouts);
  });

  it('another person sees only their own', async () => {
    const other = await server.signUp();
    const empty = await insights('2026', '2026-11-22', other.token);
    expect(empty).toMatchObject({ diaries: 0, words: 0, daysWritten: 0, moods: [], weather: [], standouts: [] });
    expect(empty.streaks).toEqual({ current: 0, longest: 0, longestEnd: null });
  });

  it('a period or a day that is not one is refused, as is a stranger', async () => {
    for (const payload of [{ period: '2026-13' }, { period: 'year' }, { period: '2026', today: '2026-02-30x' }, { period: '2026', extra: 1 }, {}]) {
      const answer = await server.call('getInsights', payload, me.token);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.code).toBeTypeOf('number');
    }
    expect((await server.call('getInsights', { period: 'all' })).status).toBe(401);
  });
});

it('an answer kept between requests is never given after a write: a new diary, a renamed person, a deletion', async () => {
  await withServer({}, async (fresh) => {
    const writer = await fresh.signUp();
    const ask = async () => (await fresh.call<Insights>('getInsights', { period: '2026', today: '2026-11-22' }, writer.token)).body;
    const friend = await add(fresh, writer.token, 'people', { name: 'Ann' });
    await add(fresh, writer.token, 'diary', on('2026-11-01', { people: [ptr('people', friend)] }));
    expect((await ask()).diaries).toBe(1);
    const second = await add(fresh, writer.token, 'diary', on('2026-11-02'));
    expect((await ask()).diaries).toBe(2);
    expect((await fresh.call('update_item', { className: 'people', objectId: friend, data: { name: 'Anne' } }, writer.token)).status).toBe(200);
    expect((await ask()).people.map((p) => p.name)).toEqual(['Anne']);
    expect((await fresh.call('delete_item', { className: 'diary', objectId: second }, writer.token)).status).toBe(200);
    expect(await ask()).toMatchObject({ diaries: 1, daysWritten: 1 });
  });
});

it('a current streak longer than the months first looked at is counted in full', async () => {
  await withServer({}, async (fresh) => {
    const writer = await fresh.signUp();
    // More than the free plan's 31 diaries.
    expect((await fresh.call('startFreeTrial', {}, writer.token)).status).toBe(200);
    // Every day from 1 August to 22 November: 114 days in a row, longer than the two months read first.
    const days = Array.from({ length: 114 }, (_, i) => new Date(Date.UTC(2026, 7, 1 + i)).toISOString().slice(0, 10));
    expect(days.at(-1)).toBe('2026-11-22');
    for (const day of days) await add(fresh, writer.token, 'diary', on(day));
    const month = await fresh.call<Insights>('getInsights', { period: '2026-11', today: '2026-11-22' }, writer.token);
    expect(month.body.streaks).toEqual({ current: 114, longest: 22, longestEnd: '2026-11-22' });
    const short = await fresh.call<Insights>('getInsights', { period: '2026-11', today: '2026-11-30' }, writer.token);
    expect(short.body.streaks.current).toBe(0);
  });
});

it('diaries saved before word counts were kept are counted at the next start, from their sealed text', async () => {
  await withServer({}, async (fresh) => {
    const writer = await fresh.signUp();
    await add(fresh, writer.token, 'diary', on('2026-02-02', { title: 'Two words', content: '三个字' }));
    await add(fresh, writer.token, 'diary', on('2026-02-03', { content: 'one' }));
    // As an older server left them: no count, and no mark that the walk was done.
    await fresh.database.db.updateTable('diaries').set({ words: null }).execute();
    await fresh.database.db.deleteFrom('serverState').where('name', '=', 'wordsCounted').execute();
    expect((await fresh.call<Insights>('getInsights', { period: '2026' }, writer.token)).body.words).toBe(0);

    const keys = await openKeyRing(loadConfig(fresh.env), fresh.database);
    expect(await countEarlierWords(fresh.database, keys, fresh.clock.now())).toBe(2);
    expect((await fresh.call<Insights>('getInsights', { period: '2026' }, writer.token)).body.words).toBe(6);
    expect(await countEarlierWords(fresh.database, keys, fresh.clock.now())).toBe(0);
  });
});

it('keeps each month counted: a write counts only its months again, and what it changed is in the next answer', async () => {
  // No answers kept whole: every request is made from the months' counts.
  await withServer({ env: { DIARY_LIST_ANSWERS_MB: '0' } }, async (fresh) => {
    const writer = await fresh.signUp();
    const ask = async () => insightsSchema.parse((await fresh.call<Insights>('getInsights', { period: 'all', today: '2026-11-22' }, writer.token)).body);
    // The months as the database keeps them, once the counts made for the last answer are written (after it went).
    const kept = async () => {
      const months = async () =>
        (
          await fresh.database.db
            .selectFrom('insightMonths')
            .select(['month', 'version', 'countedVersion', 'counts'])
            .where('user', '=', writer.userId)
            .orderBy('month')
            .execute()
        ).map((row) => ({ ...row, version: String(row.version), countedVersion: String(row.countedVersion) }));
      await expect.poll(async () => (await months()).every((month) => month.countedVersion === month.version)).toBe(true);
      return Object.fromEntries((await months()).map((month) => [month.month, month]));
    };
    const update = async (objectId: string, data: Record<string, unknown>) =>
      expect((await fresh.call('update_item', { className: 'diary', objectId, data }, writer.token)).status).toBe(200);
    const park = await add(fresh, writer.token, 'location', { name: 'Park' });
    const march = await add(fresh, writer.token, 'diary', on('2026-03-02', { weather: 1, location: [ptr('location', park)] }));
    const may = await add(fresh, writer.token, 'diary', on('2026-05-02', { weather: 2 }));
    expect(await ask()).toMatchObject({ diaries: 2, places: [{ id: park, name: 'Park', diaries: 1 }] });
    const first = await kept();
    expect(Object.keys(first)).toEqual(['2026-03', '2026-05']);

    // Its text only: nothing insights count changed, both months stay as counted.
    await update(march, { content: 'rewritten' });
    await ask();
    expect(await kept()).toEqual(first);

    // Its weather: March is counted again, May is kept as it was.
    await update(march, { weather: 3 });
    expect((await ask()).weather.map((w) => w.id).sort()).toEqual(['2', '3']);
    const second = await kept();
    expect(second['2026-03']!.countedVersion).not.toBe(first['2026-03']!.countedVersion);
    expect(second['2026-05']).toEqual(first['2026-05']);

    // Moved to June: March has none left, June has it.
    await update(march, { datetime: date('2026-06-02T04:00:00.000Z'), todayonhistory: '0602' });
    const moved = await ask();
    expect(moved.days.map((d) => d.day)).toEqual(['2026-05-02', '2026-06-02']);
    expect(moved.months.map((m) => [m.month, m.diaries])).toEqual([
      ['2026-05', 1],
      ['2026-06', 1],
    ]);

    // The place deleted: it leaves the diary's lists, and the answer.
    expect((await fresh.call('delete_item', { className: 'location', objectId: park }, writer.token)).status).toBe(200);
    expect((await ask()).places).toEqual([]);

    // A server started afresh takes a month as kept, without reading its diaries: counts changed in the table (as no
    // write of a diary could) are what it answers, until a diary of that month is written.
    const mayKept = (await kept())['2026-05']!;
    const counts = JSON.parse(mayKept.counts!) as { days: Array<[string, string | null, number]> };
    counts.days[0]![2] = 7;
    await fresh.database.db
      .updateTable('insightMonths')
      .set({ counts: JSON.stringify(counts) })
      .where('user', '=', writer.userId)
      .where('month', '=', '2026-05')
      .execute();
    await fresh.restart({});
    expect((await ask()).diaries).toBe(8);
    await update(may, { weather: 4 });
    expect((await ask()).diaries).toBe(2);
  });
});
