import { filterStories, listPath, storyTabs, type MessageKey, type TagRecord, type TopicRecord } from '@diary/core';
import { requestAction } from '../gate/gate';
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
}

export interface StoriesTabInput {
  tags: readonly TagRecord[];
  topics: readonly TopicRecord[];
  loaded: boolean;
}

/** The Stories tab's inputs, each as the store keeps it (a screen selects these and memoizes `storiesTab`). */
export const selectStoriesTabInput = (state: RootState): StoriesTabInput => ({
  tags: state.items.tag,
  topics: state.items.topic,
  loaded: state.items.loaded.tag,
});

/** The Stories tab for a search box's text. */
export function selectStoriesTab(state: RootState, query: string): StoriesTab {
  return storiesTab(selectStoriesTabInput(state), query);
}

const TITLES = { recently: 'stories.recently', favorites: 'stories.favorites', others: 'stories.others' } as const satisfies Record<string, MessageKey>;

export function storiesTab({ tags, topics, loaded }: StoriesTabInput, query: string): StoriesTab {
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
  };
}

/** The page a navigator id names, or the first (Recently) when it is gone (a topic removed meanwhile). */
export function storiesPage(tab: StoriesTab, id: string): StoriesPage | undefined {
  return tab.pages.find((p) => p.id === id) ?? tab.pages[0];
}

/** Tapping a story opens its diary list (through the Pro gate). */
export function openStory(objectId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    if (!(await dispatch(requestAction('openStories', openStory(objectId))))) return false;
    platform.navigation.navigate(listPath({ listType: 'tag', id: objectId }));
    return true;
  };
}
