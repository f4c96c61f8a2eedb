import { visibleSearchHistory } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { screensActions } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';
import { chooseSearchHistory, clearSearchHistory, searchDiaries } from './history';

/** The search page (seed 1 §2): the keyword as typed, and the recent searches (at most 8 shown) with clear. */
export const selectSearchScreen = createSelector(
  [(state: RootState) => state.screens.searchKeyword, (state: RootState) => state.history.searches.diary],
  (keyword, history) => ({ keyword, history: visibleSearchHistory(history), canClear: history.length > 0 }),
);

export function typeSearchKeyword(keyword: string): AppThunk {
  return (dispatch) => {
    dispatch(screensActions.searchKeywordTyped(keyword));
  };
}

/** Search, with what is typed (an empty keyword says so and goes nowhere). */
export function submitSearch(): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => dispatch(searchDiaries(getState().screens.searchKeyword));
}

/** A recent search tapped: it moves to the front and is searched again. */
export function searchAgain(word: string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    dispatch(screensActions.searchKeywordTyped(word));
    await dispatch(chooseSearchHistory('diary', word));
    return dispatch(searchDiaries(word));
  };
}

export const clearDiarySearches = () => clearSearchHistory('diary');

/** Cancel: the search page closes, and opens empty next time (a search made keeps its keyword for Back). */
export function cancelSearch(): AppThunk {
  return (dispatch, _getState, { platform }) => {
    dispatch(screensActions.searchKeywordTyped(''));
    platform.navigation.back();
  };
}
