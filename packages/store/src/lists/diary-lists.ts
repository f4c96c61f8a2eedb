import {
  decodeDate,
  DIARY_LIST_PAGE_SIZE,
  diaryListQuery,
  listIdOf,
  listOwner,
  MAX_SKIP,
  requestItemList,
  type DiaryListSelector,
  type DiaryRecord,
  type ListSort,
} from '@diary/core';
import { correctCount } from '../items/collections';
import { isNetworkFailure } from '../outbox/network-failure';
import { listCache } from '../persist/keys';
import { readLocal, writeLocal } from '../persist/local-data';
import type { AppThunk, RootState } from '../store';
import { emptyList, listsSlice, type DiaryListState } from './lists-slice';

const actions = listsSlice.actions;

/** Where the next page starts: the last loaded diary's datetime and how many loaded diaries share it. */
function cursorAfter(diaries: readonly DiaryRecord[]): { datetime: string; sameTimeLoaded: number } {
  const last = diaries.at(-1)!;
  const at = decodeDate(last.datetime)!.toISOString();
  return { datetime: at, sameTimeLoaded: diaries.filter((d) => decodeDate(d.datetime)?.toISOString() === at).length };
}

/** One page of a list; beyond the 1000 diaries the server skips, it continues after the last loaded diary. */
async function fetchPage(
  api: Parameters<AppThunk>[2]['api'],
  state: RootState,
  list: DiaryListState,
  page: number,
): Promise<{ diaries: DiaryRecord[]; count: number }> {
  const afterCursor = page * DIARY_LIST_PAGE_SIZE > MAX_SKIP;
  const query = diaryListQuery({
    userId: state.session.userId ?? '',
    selector: list.selector,
    sort: list.sort,
    subKeyword: list.subKeyword,
    page,
    ...(afterCursor ? { after: cursorAfter(list.diaries) } : {}),
  });
  const { records, count } = await requestItemList(api, query);
  // After a cursor the server counts only what is left from it; the list's total stays the first page's.
  return { diaries: records, count: afterCursor ? list.count : (count ?? 0) };
}

/**
 * Shows a list: from memory, else from the device's cache (refreshed from the server), else from the server. A list loaded
 * before a diary was saved or deleted here reloads under the "Loading a new diary" banner.
 * Resolves with the list id.
 */
export function openList(selector: DiaryListSelector): AppThunk<Promise<string>> {
  return async (dispatch, getState, { platform }) => {
    const listId = listIdOf(selector);
    if (!getState().session.userId) return listId;
    dispatch(actions.listOpened({ listId, list: emptyList(selector) }));
    let list = getState().lists.byId[listId]!;
    let fromCache = false;
    if (list.load === 'idle') {
      const cached = await readLocal(platform.storage, listCache(listId));
      if (cached) dispatch(actions.restoredFromCache({ listId, ...cached, diaries: cached.diaryList as DiaryRecord[] }));
      fromCache = Boolean(cached);
      list = getState().lists.byId[listId]!;
    }
    const changedAt = getState().lists.diariesChangedAt;
    // The device's copy shows at once; the server's answer replaces it (it may have changed since,
    // on this device in an earlier visit or on another one).
    if (!list.loadedAt || fromCache) await dispatch(loadFirstPage(listId));
    else if (changedAt && changedAt > list.loadedAt) await dispatch(loadFirstPage(listId, { banner: true }));
    return listId;
  };
}

/** Loads (or reloads) the first page; a failure is only logged and the list stays as it was. */
export function loadFirstPage(listId: string, options: { banner?: boolean } = {}): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api, platform }) => {
    const list = getState().lists.byId[listId];
    if (!list || !getState().session.userId) return;
    dispatch(actions.loadStarted({ listId, ...(options.banner ? { banner: true } : {}) }));
    try {
      const page = await fetchPage(api, getState(), list, 0);
      dispatch(actions.firstPageLoaded({ listId, ...page, at: platform.clock.now().toISOString() }));
      await dispatch(persistList(listId));
      if (!list.subKeyword) await dispatch(correctListOwnerCount(list.selector, page.count));
    } catch (error) {
      dispatch(actions.loadFailed({ listId, unreachable: isNetworkFailure(error) }));
    }
  };
}

/** The next page of 20, unless the list is at its end or loading. */
export function loadNextPage(listId: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const list = getState().lists.byId[listId];
    if (!list || list.load !== 'loaded' || list.diaries.length >= list.count) return;
    dispatch(actions.loadStarted({ listId }));
    try {
      const page = await fetchPage(api, getState(), list, list.page + 1);
      dispatch(actions.nextPageLoaded({ listId, ...page, page: list.page + 1 }));
      await dispatch(persistList(listId));
    } catch {
      dispatch(actions.loadFailed({ listId }));
    }
  };
}

/** Newer first / older first: toggling reloads. */
export function changeSort(listId: string, sort: ListSort): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(actions.sortChanged({ listId, sort }));
    await dispatch(loadFirstPage(listId));
  };
}

/** The list's own keyword filter on content. */
export function changeSubKeyword(listId: string, subKeyword: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(actions.subKeywordChanged({ listId, subKeyword: subKeyword.trim() }));
    await dispatch(loadFirstPage(listId));
  };
}

/** Remembers where the reader was, for the next visit. */
export function rememberScroll(listId: string, scrollTop: number): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(actions.scrolled({ listId, scrollTop }));
    await dispatch(persistList(listId));
  };
}

/** Pull-to-refresh and forced reloads: every cached list starts again. */
export function forceReload(selector: DiaryListSelector): AppThunk<Promise<string>> {
  return async (dispatch) => {
    dispatch(actions.listsReset());
    return dispatch(openList(selector));
  };
}

/** The device keeps the first pages of a list (enough to show it at once); the rest loads as the reader scrolls. */
export const CACHED_LIST_PAGES = 3;

function persistList(listId: string): AppThunk<Promise<void>> {
  return async (_dispatch, getState, { platform }) => {
    const list = getState().lists.byId[listId];
    if (!list?.loadedAt) return;
    const kept = Math.min(list.page + 1, CACHED_LIST_PAGES);
    try {
      await writeLocal(platform.storage, listCache(listId), {
        diaryList: list.diaries.slice(0, kept * DIARY_LIST_PAGE_SIZE),
        count: list.count,
        page: kept - 1,
        // A position beyond the kept pages is not kept either.
        scrollTop: list.page < CACHED_LIST_PAGES ? list.scrollTop : 0,
        loadedAt: list.loadedAt,
      });
    } catch {
      // A full device store only costs the instant display next time; the list itself is loaded.
    }
  };
}

/** The list total corrects the count stored on its owner (its archive, place, person, story, status or weather). */
function correctListOwnerCount(selector: DiaryListSelector, total: number): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const owner = listOwner(getState().items, selector);
    if (owner) await dispatch(correctCount(owner.className, owner.record.objectId, total));
  };
}
