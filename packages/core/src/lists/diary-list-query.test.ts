import { describe, expect, it } from 'vitest';
import { whereSchema } from '../wire/where';
import { diaryListQuery, favoriteDiariesWidgetQuery, historyTodayQuery, photosOverviewQuery, photosWidgetQuery } from './diary-list-query';

const user = { __type: 'Pointer', className: 'user', objectId: 'u1' };
const base = { userId: 'u1' };

describe('diary list queries', () => {
  it('archive: datetime from the month start up to the next month start (local time)', () => {
    const query = diaryListQuery({ ...base, selector: { listType: 'archive', year: 2026, month: 12 } });
    expect(query.where).toEqual({
      datetime: { $gte: { __type: 'Date', iso: '2026-11-30T16:00:00.000Z' }, $lt: { __type: 'Date', iso: '2026-12-31T16:00:00.000Z' } },
      user,
    });
  });

  it.each(['location', 'people', 'tag', 'status'] as const)('%s: a pointer to the item', (listType) => {
    expect(diaryListQuery({ ...base, selector: { listType, id: 'x1' } }).where).toEqual({
      [listType]: { __type: 'Pointer', className: listType, objectId: 'x1' },
      user,
    });
  });

  it('weather by code, favorites, all, and search on the content', () => {
    expect(diaryListQuery({ ...base, selector: { listType: 'weather', code: 5 } }).where).toEqual({ weather: 5, user });
    expect(diaryListQuery({ ...base, selector: { listType: 'favorite' } }).where).toEqual({ favorite: true, user });
    expect(diaryListQuery({ ...base, selector: { listType: 'all' } }).where).toEqual({ user });
    expect(diaryListQuery({ ...base, selector: { listType: 'search', keyword: 'Über' } }).where).toEqual({ content: { $contains: 'Über' }, user });
  });

  it('a sub-keyword adds another content match', () => {
    expect(diaryListQuery({ ...base, selector: { listType: 'favorite' }, subKeyword: ' lake ' }).where).toEqual({
      favorite: true,
      user,
      content: { $contains: 'lake' },
    });
    expect(diaryListQuery({ ...base, selector: { listType: 'search', keyword: 'a' }, subKeyword: 'b' }).where).toEqual({
      $and: [{ content: { $contains: 'a' }, user }, { content: { $contains: 'b' } }],
    });
  });

  it('newer first is datetime descending, older first ascending; 20 a page', () => {
    const newer = diaryListQuery({ ...base, selector: { listType: 'all' } });
    expect([newer.order, newer.skip, newer.limit, newer.count]).toEqual(['-datetime', 0, 20, true]);
    const older = diaryListQuery({ ...base, selector: { listType: 'all' }, sort: 'older', page: 2 });
    expect([older.order, older.skip]).toEqual(['datetime', 40]);
  });

  it('includes gallery, places, people, stories and status', () => {
    expect(diaryListQuery({ ...base, selector: { listType: 'all' } }).include).toEqual(['gallery', 'location', 'people', 'tag', 'status']);
  });

  it('every list query is a valid where of the contract', () => {
    const selectors = [
      { listType: 'archive', year: 2026, month: 1 },
      { listType: 'tag', id: 't1' },
      { listType: 'weather', code: 3 },
      { listType: 'search', keyword: 'x' },
    ] as const;
    for (const selector of selectors) {
      expect(whereSchema('diary').safeParse(diaryListQuery({ ...base, selector, subKeyword: 'y' }).where).success).toBe(true);
    }
  });

  it('on this day: same month and day, before the start of last month, newest first, up to 1000', () => {
    const query = historyTodayQuery('u1', new Date('2026-11-21T10:00:00+08:00'));
    expect(query.where).toEqual({ user, todayonhistory: '1121', datetime: { $lt: { __type: 'Date', iso: '2026-09-30T16:00:00.000Z' } } });
    expect([query.order, query.limit]).toEqual(['-datetime', 1000]);
  });
});

describe('widget queries', () => {
  it('photos/videos: the newest 10 files with the total', () => {
    expect(photosWidgetQuery('u1')).toEqual({ className: 'file', where: { user }, order: '-datetime', skip: 0, limit: 10, count: true });
    // The photos overview: 60 at a time, then on from the last file loaded (ties skipped by how many were loaded).
    expect(photosOverviewQuery('u1')).toEqual({ className: 'file', where: { user }, order: '-datetime', skip: 0, limit: 60, count: true });
    expect(photosOverviewQuery('u1', { datetime: '2026-11-20T04:00:00.000Z', sameTimeLoaded: 2 })).toEqual({
      className: 'file',
      where: { user, datetime: { $lte: { __type: 'Date', iso: '2026-11-20T04:00:00.000Z' } } },
      order: '-datetime',
      skip: 2,
      limit: 60,
      count: true,
    });
  });

  it('favorite diaries: 2, with the total', () => {
    const query = favoriteDiariesWidgetQuery('u1');
    expect([query.where, query.limit, query.count]).toEqual([{ favorite: true, user }, 2, true]);
  });

  it('continues after the last loaded diary with a datetime cursor (the server skips at most 1000)', () => {
    const after = { datetime: '2026-11-10T04:00:00.000Z', sameTimeLoaded: 2 };
    const newer = diaryListQuery({ ...base, selector: { listType: 'archive', year: 2026, month: 11 }, page: 60, after });
    expect(newer.skip).toBe(2);
    expect(newer.where.datetime).toEqual({
      $gte: { __type: 'Date', iso: '2026-10-31T16:00:00.000Z' },
      $lt: { __type: 'Date', iso: '2026-11-30T16:00:00.000Z' },
      $lte: { __type: 'Date', iso: '2026-11-10T04:00:00.000Z' },
    });
    const older = diaryListQuery({ ...base, selector: { listType: 'tag', id: 't1' }, sort: 'older', page: 60, after });
    expect(older.where.datetime).toEqual({ $gte: { __type: 'Date', iso: '2026-11-10T04:00:00.000Z' } });
    expect(older.order).toBe('datetime');
    expect(whereSchema('diary').safeParse(newer.where).success).toBe(true);
  });
});
