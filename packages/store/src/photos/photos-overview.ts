import { decodeDate, photosOverviewQuery, requestItemList, type FileRecord } from '@diary/core';
import type { AppThunk, RootState } from '../store';
import { openDiaryPage } from '../diary/open-diary-page';
import { photosOverviewSlice } from './photos-overview-slice';

const { overviewLoading, overviewPageLoaded, overviewFailed } = photosOverviewSlice.actions;

/** Where the next page starts: the last file's datetime and how many loaded files share it. */
function cursorAfter(files: readonly FileRecord[]): { datetime: string; sameTimeLoaded: number } | undefined {
  const at = decodeDate(files.at(-1)?.datetime)?.toISOString();
  if (!at) return undefined;
  return { datetime: at, sameTimeLoaded: files.filter((f) => decodeDate(f.datetime)?.toISOString() === at).length };
}

/** The first page, afresh (the overview is opened), or the next one (it was scrolled to the end). */
export function loadPhotosOverview(next = false): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const userId = getState().session.userId;
    const { files, count, load } = getState().photosOverview;
    if (!userId || load === 'loading' || (next && (load !== 'loaded' || files.length >= count))) return;
    dispatch(overviewLoading());
    try {
      const after = next ? cursorAfter(files) : undefined;
      const page = await requestItemList(api, photosOverviewQuery(userId, after));
      // A page after a cursor counts only what is left from it; the total stays the first page's.
      dispatch(overviewPageLoaded({ files: page.records, first: !next, ...(next ? {} : { count: page.count ?? 0 }) }));
    } catch {
      dispatch(overviewFailed());
    }
  };
}

export const selectPhotosOverview = (state: RootState) => state.photosOverview;

/** The diary a photo was saved with (a file belongs to one diary), or null for a file no diary holds. */
export function photoDiaryId(file: Pick<FileRecord, 'diary'>): string | null {
  return file.diary?.[0]?.objectId ?? null;
}

/** The preview's "Open the diary": the diary the photo on show came from, behind the gate as any diary opened. */
export const openPhotoDiary = openDiaryPage;
