import { filterStories, groupStatuses, mergeWeatherList, storyTabs, weatherBarHeight, type WeatherCode } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';

/** The weather list: the fixed twelve merged with the user's records (missing ones get temporary ids). */
export const selectWeatherList = createSelector([(state: RootState) => state.items.weather], (records) =>
  mergeWeatherList(records as Array<(typeof records)[number] & { code: WeatherCode }>),
);

/** The weather chart's bars: 12 px plus up to 44 scaled by the largest count. */
export const selectWeatherChart = createSelector([selectWeatherList], (list) => {
  const largest = Math.max(0, ...list.map((w) => w.count ?? 0));
  return list.map((w) => ({ code: w.code, count: w.count ?? 0, height: weatherBarHeight(w.count ?? 0, largest) }));
});

/** The story tabs: Recently, each topic (favorites first), Favorites, Others. */
export const selectStoryTabs = createSelector([(state: RootState) => state.items.tag, (state: RootState) => state.items.topic], (tags, topics) =>
  storyTabs(tags, topics),
);

/** Stories whose name contains the filter (case-insensitive). */
export function selectStoriesMatching(state: RootState, filter: string) {
  return filterStories(state.items.tag, filter);
}

/** The status picker's sections: groups by position, then "More" for ungrouped statuses. */
export const selectStatusSections = createSelector([(state: RootState) => state.items.status, (state: RootState) => state.items.group], (statuses, groups) =>
  groupStatuses(statuses, groups),
);
