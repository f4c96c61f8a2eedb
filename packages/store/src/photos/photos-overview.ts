import { decodeDate, message, photosOverviewQuery, requestItemList, type FileRecord, type Message } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { reloadWhenBackOnline } from '../app/back-online';
import { openDiaryPage } from '../diary/open-diary-page';
import { isNetworkFailure } from '../outbox/network-failure';
import { PHOTOS_OVERVIEW } from '../persist/keys';
import { readLocal, writeLocal } from '../persist/local-data';
import type { AppThunk, RootState } from '../store';
import { photosOverviewSlice } from './photos-overview-slice';

const { overviewLoading, overviewRestored, overviewPageLoaded, overviewFailed } = photosOverviewSlice.actions;

/** Where the next page starts: the last file's datetime and how many loaded files share it. */
function cursorAfter(files: readonly FileRecord[]): { datetime: string; sameTimeLoaded: number } | undefined {
  const at = decodeDate(files.at(-1)?.datetime)?.toISOString();
  if (!at) return undefined;
  return { datetime: at, sameTimeLoaded: files.filter((f) => decodeDate(f.datetime)?.toISOString() === at).length };
}

/** An overview that found no network loads when it is back: the screen fills in by itself. */
const reloadWhenOnline = reloadWhenBackOnline((state) => (state.photosOverview.unreachable ? loadPhotosOverview() : null));

/**
 * The first page, afresh (the overview is opened), or the next one (it was scrolled to the end). The first page shows
 * at once from what this device kept, and stands in for the server's without a network.
 */
export function loadPhotosOverview(next = false): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api, platform }) => {
    const userId = getState().session.userId;
    const { files, count, load } = getState().photosOverview;
    if (!userId || load === 'loading' || (next && (load !== 'loaded' || files.length >= count))) return;
    dispatch(overviewLoading());
    if (!next) {
      // The same listener each time: the middleware keeps one.
      dispatch(reloadWhenOnline);
      const kept = await readLocal(platform.storage, PHOTOS_OVERVIEW);
      if (kept) dispatch(overviewRestored({ files: kept.fileList, count: kept.count }));
    }
    try {
      const after = next ? cursorAfter(files) : undefined;
      const page = await requestItemList(api, photosOverviewQuery(userId, after));
      // A page after a cursor counts only what is left from it; the total stays the first page's.
      dispatch(overviewPageLoaded({ files: page.records, first: !next, ...(next ? {} : { count: page.count ?? 0 }) }));
      if (!next) await writeLocal(platform.storage, PHOTOS_OVERVIEW, { fileList: page.records, count: page.count ?? 0 });
    } catch (error) {
      dispatch(overviewFailed({ unreachable: isNetworkFailure(error) }));
    }
  };
}

export const selectPhotosOverview = (state: RootState) => state.photosOverview;

/** The photos overview as drawn: its files, the total for the bar, grey squares while the first load runs, or a note. */
export interface PhotosOverviewScreen {
  files: FileRecord[];
  /** How many the person has (for "photo 3 of 120"), the server's total or the one this device kept. */
  total: number;
  /** "n files" once a total is known (the server's, or the one this device kept). */
  count: Message | null;
  /** Grey squares: the first photos are on their way and none is kept. */
  loading: boolean;
  /** Instead of the grid: none yet, no network and none kept, or a failure. */
  note: Message | null;
}

export const selectPhotosOverviewScreen = createSelector([selectPhotosOverview], ({ files, count, load, unreachable }): PhotosOverviewScreen => {
  const settled = load === 'loaded' || load === 'failed';
  const known = load === 'loaded' || files.length > 0;
  return {
    files,
    total: count,
    count: known ? message('widgets.photoCount', { count }) : null,
    loading: files.length === 0 && !settled,
    note:
      files.length > 0 || !settled
        ? null
        : load === 'loaded'
          ? message('widgets.photosEmpty')
          : message(unreachable ? 'widgets.photosOffline' : 'widgets.photosFailed'),
  };
});

/** The diary a photo was saved with (a file belongs to one diary), or null for a file no diary holds. */
export function photoDiaryId(file: Pick<FileRecord, 'diary'>): string | null {
  return file.diary?.[0]?.objectId ?? null;
}

/** The preview's "Open the diary": the diary the photo on show came from, behind the gate as any diary opened. */
export const openPhotoDiary = openDiaryPage;
