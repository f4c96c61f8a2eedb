import { API_ERRORS, getSharedDiary, getSharedList, isApiError, sharedDiaryTitle, sharedListTitle, type DiaryRecord, type ShareListKind } from '@diary/core';
import type { AppThunk, RootState } from '../store';
import { sharedPagesSlice, type SharedEntry, type SharedPage } from './shared-pages-slice';

export type { SharedEntry, SharedPage } from './shared-pages-slice';

const { sharedPageChanged } = sharedPagesSlice.actions;

/** The key a shared page is kept under: `diary/{id}`, or `{listType}/{listId}`. */
export const sharedPageKey = (kind: string, id: string) => `${kind}/${id}`;

export const selectSharedPage = (state: RootState, key: string): SharedPage => state.sharedPages.byKey[key] ?? { status: 'loading' };

function failure(error: unknown): SharedPage {
  if (isApiError(error) && error.code === API_ERRORS.shareExpired.code) return { status: 'expired' };
  if (isApiError(error) && error.code === API_ERRORS.notFound.code) return { status: 'missing' };
  return { status: 'failed' };
}

/** Loads a shared diary (/shared/{diaryId}). */
export function loadSharedDiary(diaryId: string): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    const key = sharedPageKey('diary', diaryId);
    try {
      const answer = await api.request(getSharedDiary, { objectId: diaryId });
      const title = sharedDiaryTitle(answer.diary);
      dispatch(
        sharedPageChanged({
          key,
          page: {
            status: 'ready',
            mediaBase: answer.mediaBase,
            author: answer.author.nicename ?? '',
            title,
            entries: [{ hidden: false, diary: answer.diary }],
            count: 1,
          },
        }),
      );
    } catch (error) {
      dispatch(sharedPageChanged({ key, page: failure(error) }));
    }
  };
}

/** The most diaries a shared list page shows (the server's own page limit). */
export const SHARED_LIST_LIMIT = 100;

/** Loads a shared list (/shared/{listType}/{listId}): its owner's name, and its diaries newest first, private ones as hidden. */
export function loadSharedList(listType: string, listId: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const key = sharedPageKey(listType, listId);
    try {
      const answer = await api.request(getSharedList, { listType: listType as ShareListKind, listId, limit: SHARED_LIST_LIMIT, order: '-datetime' });
      const entries: SharedEntry[] = answer.diaryList.map((d) =>
        'privateStatus' in d && d.privateStatus === true && !('datetime' in d)
          ? { hidden: true, objectId: d.objectId }
          : { hidden: false, diary: d as DiaryRecord },
      );
      // The server answered, so listType is one of the kinds a list is shared by.
      const title = sharedListTitle(listType as ShareListKind, answer.item, getState().app.preferences.language);
      dispatch(
        sharedPageChanged({
          key,
          page: { status: 'ready', mediaBase: answer.mediaBase, author: answer.author.nicename ?? '', title, entries, count: answer.count },
        }),
      );
    } catch (error) {
      dispatch(sharedPageChanged({ key, page: failure(error) }));
    }
  };
}
