import { listPath, SEARCH_HISTORY_READD_DELAY_MS, validateSearchKeyword, type SearchHistoryKind } from '@diary/core';
import { requestAction } from '../gate/gate';
import { RECENT_EMOJI, SEARCH_HISTORY } from '../persist/keys';
import { readLocal, writeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';
import { historySlice } from './history-slice';

export function restoreHistories(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    const searches = await readLocal(platform.storage, SEARCH_HISTORY);
    const recentEmoji = await readLocal(platform.storage, RECENT_EMOJI);
    dispatch(historySlice.actions.historiesRestored({ ...(searches ? { searches } : {}), ...(recentEmoji ? { recentEmoji } : {}) }));
  };
}

function persistHistories(): AppThunk<Promise<void>> {
  return async (_dispatch, getState, { platform }) => {
    const { searches, recentEmoji } = getState().history;
    await writeLocal(platform.storage, SEARCH_HISTORY, searches);
    await writeLocal(platform.storage, RECENT_EMOJI, recentEmoji);
  };
}

/** Records a search in its kind's history. */
export function rememberSearch(kind: SearchHistoryKind, keyword: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(historySlice.actions.searched({ kind, keyword }));
    await dispatch(persistHistories());
  };
}

/** A record chosen from the history panel is re-added (moved to the top) 300 ms after the click. */
export function chooseSearchHistory(kind: SearchHistoryKind, keyword: string): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    await platform.clock.sleep(SEARCH_HISTORY_READD_DELAY_MS);
    await dispatch(rememberSearch(kind, keyword));
  };
}

export function clearSearchHistory(kind: SearchHistoryKind): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(historySlice.actions.historyCleared(kind));
    await dispatch(persistHistories());
  };
}

export function recordEmojiUse(emoji: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(historySlice.actions.emojiUsed(emoji));
    await dispatch(persistHistories());
  };
}

/**
 * Searching diaries: through the gate; an empty keyword says "Search content cannot be empty" and
 * goes nowhere; otherwise it is remembered and the results list opens.
 */
export function searchDiaries(input: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    const check = validateSearchKeyword(input);
    if (!check.ok) {
      platform.toast.show(check.message);
      return false;
    }
    if (!(await dispatch(requestAction('search', searchDiaries(input))))) return false;
    await dispatch(rememberSearch('diary', check.keyword));
    platform.navigation.navigate(listPath({ listType: 'search', keyword: check.keyword }));
    return true;
  };
}
