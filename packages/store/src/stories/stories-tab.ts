import {
  filterStories,
  listPath,
  message,
  STORY_SKELETONS_SELECT,
  STORY_SKELETONS_VIEW,
  storyTabs,
  type Message,
  type MessageKey,
  type TagRecord,
  type TopicRecord,
  visibleSearchHistory,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { screensActions, type TabMode } from '../screens/screens-slice';
import { requestAction } from '../gate/gate';
import { toggleDraftRef } from '../editor/editor-sheets';
import { chooseSearchHistory, rememberSearch } from '../history/history';
import type { AppThunk, RootState } from '../store';

/** One page of the topic navigator: its chip/tab title (a text key, or the topic's own name) and its stories. */
export interface StoriesPage {
  /** 'recently', 'favorites', 'others', or `topic/{objectId}`. */
  id: string;
  title: { key: MessageKey } | { text: string };
  stories: TagRecord[];
}

export interface StoriesTab {
  loading: boolean;
  /** No stories at all (not: no match). */
  empty: boolean;
  searching: boolean;
  /** While searching: the stories whose name contains the text (case-insensitive); empty means "No search results". */
  results: TagRecord[];
  /** The navigator's pages: Recently, Favorites, each topic by position, Others (when some story has no known topic). */
  pages: StoriesPage[];
  /** Recent searches (at most 8 shown), offered when the box is focused and empty, as on People. */
  history: string[];
}

export interface StoriesTabInput {
  tags: readonly TagRecord[];
  topics: readonly TopicRecord[];
  loaded: boolean;
  history: readonly string[];
}

/** The Stories tab's inputs, each as the store keeps it (a screen selects these and memoizes `storiesTab`). */
export const selectStoriesTabInput = createSelector(
  [
    (state: RootState) => state.items.tag,
    (state: RootState) => state.items.topic,
    (state: RootState) => state.items.loaded.tag,
    (state: RootState) => state.history.searches.tag,
  ],
  (tags, topics, loaded, history): StoriesTabInput => ({ tags, topics, loaded, history }),
);

/** The Stories tab for a search box's text. */
export function selectStoriesTab(state: RootState, query: string): StoriesTab {
  return storiesTab(selectStoriesTabInput(state), query);
}

const TITLES = { recently: 'stories.recently', favorites: 'stories.favorites', others: 'stories.others' } as const satisfies Record<string, MessageKey>;

export function storiesTab({ tags, topics, loaded, history }: StoriesTabInput, query: string): StoriesTab {
  const searching = query.trim() !== '';
  const loading = tags.length === 0 && !loaded;
  const pages: StoriesPage[] = storyTabs(tags, topics).map((tab) =>
    tab.key === 'topic'
      ? { id: `topic/${tab.topic.objectId}`, title: { text: tab.topic.name }, stories: tab.stories }
      : { id: tab.key, title: { key: TITLES[tab.key] }, stories: tab.stories },
  );
  return {
    loading,
    empty: !loading && tags.length === 0,
    searching,
    results: searching ? filterStories(tags, query) : [],
    pages,
    history: visibleSearchHistory(history),
  };
}

/** The page a navigator id names, or the first (Recently) when it is gone (a topic removed meanwhile). */
export function storiesPage(tab: StoriesTab, id: string): StoriesPage | undefined {
  return tab.pages.find((p) => p.id === id) ?? tab.pages[0];
}

/** Tapping a story opens its diary list (through the Pro gate); a search that found it is remembered. */
export function openStory(objectId: string, query = ''): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    if (!(await dispatch(requestAction('openStories', openStory(objectId, query))))) return false;
    if (query.trim()) await dispatch(rememberSearch('tag', query.trim()));
    platform.navigation.navigate(listPath({ listType: 'tag', id: objectId }));
    return true;
  };
}

/** Select mode: a tapped story is checked in the draft (or unchecked); a search that found it is remembered, as opening it would. */
export function toggleStoryInDraft(story: { objectId: string; name: string }, query = ''): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(toggleDraftRef('tag', { id: story.objectId, name: story.name }));
    if (query.trim()) await dispatch(rememberSearch('tag', query.trim()));
  };
}

/** The Stories list as a screen (the tab, or the editor's picker): its search, the topic page shown, the chips. */
export interface StoriesScreenModel extends StoriesTab {
  query: string;
  /** The topic page shown (Recently until one is chosen, or when the chosen one is gone). */
  page: StoriesPage | undefined;
  /** Its place among the pages (swiping turns to the next or the previous). */
  at: number;
  chipsOpen: boolean;
  /** "All topics (n)". */
  allTopics: Message;
  /** How many placeholder cards stand in while the stories load (seed 2: 20 on the tab, 10 in the picker). */
  skeletons: number;
}

function storiesScreenModel(mode: TabMode) {
  return createSelector([selectStoriesTabInput, (state: RootState) => state.screens.stories[mode]], (input, screen): StoriesScreenModel => {
    const tab = storiesTab(input, screen.query);
    const page = storiesPage(tab, screen.pageId);
    return {
      ...tab,
      query: screen.query,
      page,
      at: page ? tab.pages.indexOf(page) : 0,
      chipsOpen: screen.chipsOpen,
      allTopics: message('stories.allTopics', { count: tab.pages.length }),
      skeletons: mode === 'view' ? STORY_SKELETONS_VIEW : STORY_SKELETONS_SELECT,
    };
  });
}
const storiesScreens = { view: storiesScreenModel('view'), select: storiesScreenModel('select') };

/** The Stories list as a screen of the tab (`view`) or of the editor's picker (`select`). */
export function selectStoriesScreen(state: RootState, mode: TabMode): StoriesScreenModel {
  return storiesScreens[mode](state);
}

export function typeStoriesQuery(mode: TabMode, query: string): AppThunk {
  return (dispatch) => {
    dispatch(screensActions.storiesScreenChanged({ mode, change: { query } }));
  };
}

/** A recent search chosen: it is searched again, and moves to the top of the history. */
export function searchStoriesAgain(mode: TabMode, word: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(typeStoriesQuery(mode, word));
    await dispatch(chooseSearchHistory('tag', word));
  };
}

/** A topic page chosen (a tab, a chip, a swipe, an arrow key): shown, and the chips close. */
export function chooseStoriesPage(mode: TabMode, pageId: string): AppThunk {
  return (dispatch) => {
    dispatch(screensActions.storiesScreenChanged({ mode, change: { pageId, chipsOpen: false } }));
  };
}

/** The page before (-1) or after (1) the one shown, if there is one. */
export function turnStoriesPage(mode: TabMode, by: -1 | 1): AppThunk<string | null> {
  return (dispatch, getState) => {
    const screen = selectStoriesScreen(getState(), mode);
    const next = screen.pages[screen.at + by];
    if (!next) return null;
    dispatch(chooseStoriesPage(mode, next.id));
    return next.id;
  };
}

export function toggleTopicChips(mode: TabMode): AppThunk {
  return (dispatch, getState) => {
    dispatch(screensActions.storiesScreenChanged({ mode, change: { chipsOpen: !getState().screens.stories[mode].chipsOpen } }));
  };
}
