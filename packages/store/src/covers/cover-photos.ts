import { fileTypeFromKind, isFileNotPassed, listIdOf, type FileRecord } from '@diary/core';
import { loadNextPage, openList } from '../lists/diary-lists';
import type { AppThunk, RootState } from '../store';
import { coverSource, type CoverTarget } from './cover-target';

export interface CoverPhotos {
  photos: FileRecord[];
  loading: boolean;
  /** More diaries to load (the picker asks for them as it is scrolled to the end). */
  more: boolean;
}

/**
 * The photos a cover or avatar can be picked from: the photos of the source list's diaries as far
 * as they are loaded, newest diary first, each once; videos and photos that failed the content
 * check are left out (a cover must be a picture people may see).
 */
export function selectCoverPhotos(state: RootState, target: CoverTarget): CoverPhotos {
  const list = state.lists.byId[listIdOf(coverSource(target))];
  if (!list) return { photos: [], loading: true, more: false };
  const seen = new Set<string>();
  const photos = list.diaries
    .flatMap((diary) => diary.gallery ?? [])
    .filter((file): file is FileRecord => typeof file === 'object' && file !== null && 'filename' in file)
    .filter((file) => fileTypeFromKind(file.kind) === 'image' && !isFileNotPassed(file.censorResult) && !seen.has(file.objectId) && seen.add(file.objectId));
  return { photos, loading: list.load !== 'loaded', more: list.diaries.length < list.count };
}

/** Loads the source list's first page (from memory or the device's cache first, as a list does). */
export function loadCoverPhotos(target: CoverTarget): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(openList(coverSource(target)));
  };
}

/** The next page of the source list's diaries, when the picker reaches its end. */
export function loadMoreCoverPhotos(target: CoverTarget): AppThunk<Promise<void>> {
  return (dispatch) => dispatch(loadNextPage(listIdOf(coverSource(target))));
}
