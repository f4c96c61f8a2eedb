import { monthDayKey } from '../time/calendar';
import { encodeDate } from '../wire/date';
import { pointer } from '../wire/pointer';
import type { Where } from '../wire/where';
import { listKindOf, type DiaryListSelector } from './list-kinds';
import { DIARY_LIST_PAGE_SIZE, FILE_FETCH_LIMIT, type ListSort } from './list-type';

export interface DiaryListRequest {
  userId: string;
  selector: DiaryListSelector;
  sort?: ListSort;
  /** The list's own keyword filter, matched on content as well. */
  subKeyword?: string;
  /** 0-based page. */
  page?: number;
  pageSize?: number;
  /**
   * Continue after the last diary loaded instead of skipping pages (the server skips at most 1000):
   * its datetime, and how many loaded diaries share that datetime (the server orders ties by id).
   */
  after?: { datetime: string; sameTimeLoaded: number };
}

/** What a diary list asks the server for: the get_item_list payload for the diary class. */
export interface DiaryListQuery {
  className: 'diary';
  where: Where;
  order: string;
  skip: number;
  limit: number;
  count: true;
  include: Array<'gallery' | 'location' | 'people' | 'tag' | 'status'>;
}

export const DIARY_LIST_INCLUDE: DiaryListQuery['include'] = ['gallery', 'location', 'people', 'tag', 'status'];

/** The list's own condition, before the user and the sub-keyword are added. */
export function diaryListCondition(selector: DiaryListSelector): Where {
  return listKindOf(selector).condition(selector);
}

/**
 * The query of a diary list page. It always names the current user (the server
 * adds that condition too, whatever the client sends).
 */
export function diaryListQuery(request: DiaryListRequest): DiaryListQuery {
  const pageSize = request.pageSize ?? DIARY_LIST_PAGE_SIZE;
  const condition: Where = { ...diaryListCondition(request.selector), user: pointer('user', request.userId) };
  const subKeyword = request.subKeyword?.trim();
  let where: Where = condition;
  if (subKeyword) {
    // Both the list's keyword (for search) and the sub-keyword must match the content.
    where = 'content' in condition ? { $and: [condition, { content: { $contains: subKeyword } }] } : { ...condition, content: { $contains: subKeyword } };
  }
  if (request.after) where = afterCursor(where, request.after.datetime, request.sort ?? 'newer');
  return {
    className: 'diary',
    where,
    order: request.sort === 'older' ? 'datetime' : '-datetime',
    skip: request.after ? request.after.sameTimeLoaded : (request.page ?? 0) * pageSize,
    limit: pageSize,
    count: true,
    include: DIARY_LIST_INCLUDE,
  };
}

/** Narrows a list to diaries at or after the cursor's datetime in the list's order. */
function afterCursor(where: Where, iso: string, sort: ListSort): Where {
  const at = encodeDate(new Date(iso));
  const bounds = (where.datetime ?? {}) as Record<string, unknown>;
  // Newer first: at or before the cursor (the month's own upper bound stays); older first: at or after it.
  return { ...where, datetime: sort === 'older' ? { ...bounds, $gte: at } : { ...bounds, $lte: at } };
}

/** "On this day": earlier years' diaries of today's month and day, before last month began. */
export function historyTodayQuery(userId: string, now: Date): { className: 'diary'; where: Where; order: string; skip: number; limit: number; count: true } {
  const lastMonthStart = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return {
    className: 'diary',
    where: { user: pointer('user', userId), todayonhistory: monthDayKey(now), datetime: { $lt: encodeDate(lastMonthStart) } },
    order: '-datetime',
    skip: 0,
    limit: 1000,
    count: true,
  };
}

/** The photos overview loads 60 photos and videos at a time. */
export const PHOTOS_OVERVIEW_PAGE_SIZE = 60;

/**
 * A page of the photos overview (/photos/all/view): every photo and video of the user, newest first.
 * Past the first page it continues after the last file loaded (its datetime, and how many loaded files
 * share it), as a diary list does, so it reaches past the 1000 the server skips.
 */
export function photosOverviewQuery(
  userId: string,
  after?: { datetime: string; sameTimeLoaded: number },
): { className: 'file'; where: Where; order: string; skip: number; limit: number; count: true } {
  const where: Where = { user: pointer('user', userId) };
  return {
    className: 'file',
    where: after ? { ...where, datetime: { $lte: encodeDate(new Date(after.datetime)) } } : where,
    order: '-datetime',
    skip: after ? after.sameTimeLoaded : 0,
    limit: PHOTOS_OVERVIEW_PAGE_SIZE,
    count: true,
  };
}

/** The photos widget: the user's newest files, 10 of them, with the total. */
export function photosWidgetQuery(userId: string): { className: 'file'; where: Where; order: string; skip: number; limit: number; count: true } {
  return { className: 'file', where: { user: pointer('user', userId) }, order: '-datetime', skip: 0, limit: FILE_FETCH_LIMIT, count: true };
}

/** The favorite diaries widget shows 2. */
export const FAVORITE_WIDGET_COUNT = 2;

/** The favorite diaries widget: the newest 2 favorites, with the total. */
export function favoriteDiariesWidgetQuery(userId: string): DiaryListQuery {
  return diaryListQuery({ userId, selector: { listType: 'favorite' }, pageSize: FAVORITE_WIDGET_COUNT });
}
/** "On this day" shows 2 collapsed. */
export const HISTORY_WIDGET_COLLAPSED = 2;
/** The photos widget shows up to 4. */
export const PHOTOS_WIDGET_MAX = 4;
