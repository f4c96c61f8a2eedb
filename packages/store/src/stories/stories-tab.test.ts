import { pointer, type TagRecord, type TopicRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from '../items/items-slice';
import { tapActiveTabAgain } from '../archive/archive-tab';
import { rememberSearch } from '../history/history';
import {
  chooseStoriesPage,
  openStory,
  searchStoriesAgain,
  selectStoriesScreen,
  selectStoriesTab,
  storiesPage,
  toggleStoryInDraft,
  toggleTopicChips,
  turnStoriesPage,
  typeStoriesQuery,
} from './stories-tab';

const story = (objectId: string, name: string, extra: Partial<TagRecord> = {}) => ({ objectId, name, count: 0, ...extra }) as TagRecord;
const topic = (objectId: string, name: string, position: number) => ({ objectId, name, position }) as TopicRecord;
const names = (stories: TagRecord[]) => stories.map((s) => s.name);
const favoriteAt = (iso: string) => ({ __type: 'Date' as const, iso });

async function withStories(tags: TagRecord[], topics: TopicRecord[] = [], options: { proStatus?: 0 | 2 } = {}) {
  const made = await fakeStore(options);
  made.store.dispatch(collectionLoaded({ name: 'topic', records: topics }));
  made.store.dispatch(collectionLoaded({ name: 'tag', records: tags }));
  return made;
}

describe('the Stories tab', () => {
  it('shows skeletons until the stories are loaded, then "No stories yet" when there are none', async () => {
    const { store } = await fakeStore();
    expect(selectStoriesTab(store.getState(), '')).toMatchObject({ loading: true, empty: false });
    // As many placeholder cards as seed 2 says: 20 on the tab, 10 in the editor's picker.
    expect(selectStoriesScreen(store.getState(), 'view').skeletons).toBe(20);
    expect(selectStoriesScreen(store.getState(), 'select').skeletons).toBe(10);
    store.dispatch(collectionLoaded({ name: 'tag', records: [] }));
    expect(selectStoriesTab(store.getState(), '')).toMatchObject({ loading: false, empty: true });
  });

  it('pages the navigator: Recently, Favorites, each topic by position with favorites first, Others', async () => {
    const { store } = await withStories(
      [
        story('1', 'Walks', { topic: pointer('topic', 'life') }),
        story('2', 'Cooking', { topic: pointer('topic', 'life'), favorite: true, favoriteAt: favoriteAt('2026-01-01T00:00:00.000Z') }),
        story('3', 'Garden', { topic: pointer('topic', 'life'), favorite: true, favoriteAt: favoriteAt('2026-06-01T00:00:00.000Z') }),
        story('4', 'Launch', { topic: pointer('topic', 'work') }),
        story('5', 'Loose'),
      ],
      [topic('life', 'Life', 2), topic('work', 'Work', 1)],
    );
    const tab = selectStoriesTab(store.getState(), '');
    expect(tab.pages.map((p) => ('key' in p.title ? p.title.key : p.title.text))).toEqual([
      'stories.recently',
      'stories.favorites',
      'Work',
      'Life',
      'stories.others',
    ]);
    expect(tab.pages.map((p) => p.id)).toEqual(['recently', 'favorites', 'topic/work', 'topic/life', 'others']);
    expect(names(tab.pages[0]!.stories)).toEqual(['Walks', 'Cooking', 'Garden', 'Launch', 'Loose']);
    expect(names(tab.pages[1]!.stories)).toEqual(['Garden', 'Cooking']);
    expect(names(tab.pages[3]!.stories)).toEqual(['Garden', 'Cooking', 'Walks']);
    expect(names(tab.pages[4]!.stories)).toEqual(['Loose']);
  });

  it('a topic loaded with the story (included, not a pointer) still places it under the topic', async () => {
    const life = topic('life', 'Life', 0);
    const { store } = await withStories([story('1', 'Walks', { topic: life as TagRecord['topic'] })], [life]);
    expect(selectStoriesTab(store.getState(), '').pages.map((p) => p.id)).toEqual(['recently', 'favorites', 'topic/life']);
  });

  it('Recently holds the first 20 stories', async () => {
    const { store } = await withStories(Array.from({ length: 25 }, (_, i) => story(`s${i}`, `Story ${i}`)));
    const recently = selectStoriesTab(store.getState(), '').pages[0]!;
    expect(recently.stories).toHaveLength(20);
    expect(recently.stories[19]!.name).toBe('Story 19');
  });

  it('searching lists the stories whose name contains the text, ignoring case; none means "No search results"', async () => {
    const { store } = await withStories([story('1', 'Travel'), story('2', 'Work trip'), story('3', 'Garden')]);
    expect(selectStoriesTab(store.getState(), ' TR ')).toMatchObject({ searching: true });
    expect(names(selectStoriesTab(store.getState(), ' TR ').results)).toEqual(['Travel', 'Work trip']);
    expect(selectStoriesTab(store.getState(), 'zzz')).toMatchObject({ searching: true, results: [], empty: false });
    expect(selectStoriesTab(store.getState(), '  ')).toMatchObject({ searching: false, results: [] });
  });

  it('offers the recent story searches (8 shown); one chosen is searched again and moves to the top', async () => {
    const { store, platform } = await withStories([story('1', 'Travel'), story('2', 'Garden')]);
    for (let i = 0; i < 9; i++) await store.dispatch(rememberSearch('tag', `w${i}`));
    await store.dispatch(rememberSearch('tag', 'gar'));
    const history = selectStoriesScreen(store.getState(), 'view').history;
    expect(history).toEqual(['gar', 'w8', 'w7', 'w6', 'w5', 'w4', 'w3', 'w2']);
    // People's searches are kept apart.
    await store.dispatch(rememberSearch('people', 'Mei'));
    expect(selectStoriesScreen(store.getState(), 'view').history).not.toContain('Mei');

    // The story searched again at once; it moves to the top of the history 300 ms after the tap (the seed's delay).
    const before = platform.clock.now().getTime();
    await store.dispatch(searchStoriesAgain('view', 'gar'));
    expect(names(selectStoriesScreen(store.getState(), 'view').results)).toEqual(['Garden']);
    await store.dispatch(searchStoriesAgain('view', 'w5'));
    expect(selectStoriesScreen(store.getState(), 'view').query).toBe('w5');
    expect(platform.clock.now().getTime() - before).toBe(600);
    expect(selectStoriesScreen(store.getState(), 'view').history.slice(0, 2)).toEqual(['w5', 'gar']);
  });

  it('a story opened or checked from a search remembers the search', async () => {
    const { store } = await withStories([story('1', 'Travel'), story('2', 'Garden')]);
    await store.dispatch(openStory('1', ' trav '));
    await store.dispatch(toggleStoryInDraft({ objectId: '2', name: 'Garden' }, 'gard'));
    await store.dispatch(openStory('1'));
    expect(store.getState().history.searches.tag).toEqual(['gard', 'trav']);
  });

  it('a page id that no longer exists falls back to Recently', async () => {
    const { store } = await withStories([story('1', 'Walks')]);
    const tab = selectStoriesTab(store.getState(), '');
    expect(storiesPage(tab, 'topic/gone')?.id).toBe('recently');
    expect(storiesPage(tab, 'favorites')?.id).toBe('favorites');
  });

  it("a tap opens the story's list; without Pro it asks first", async () => {
    const { store, platform } = await withStories([story('t1', 'Walks')]);
    expect(await store.dispatch(openStory('t1'))).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/list/tag/t1' });
    const free = await withStories([story('t1', 'Walks')], [], { proStatus: 0 });
    expect(await free.store.dispatch(openStory('t1'))).toBe(false);
    expect(free.store.getState().gate.prompt).toMatchObject({ kind: 'proSheet', action: 'openStories' });
  });
});

describe('the Stories list as a screen model', () => {
  it('turns topic pages, closes the chips on a choice, says how many topics, and starts over when the tab is tapped again', async () => {
    const { store } = await withStories([story('s1', 'Trip', { topic: pointer('topic', 't1') }), story('s2', 'Work')], [topic('t1', 'Travel', 0)]);
    const screen = () => selectStoriesScreen(store.getState(), 'view');
    expect(screen().page?.id).toBe('recently');
    store.dispatch(toggleTopicChips('view'));
    expect(screen().chipsOpen).toBe(true);
    store.dispatch(chooseStoriesPage('view', 'topic/t1'));
    expect(screen()).toMatchObject({
      chipsOpen: false,
      page: { id: 'topic/t1' },
      allTopics: { key: 'stories.allTopics', params: { count: screen().pages.length } },
    });
    expect(store.dispatch(turnStoriesPage('view', -1))).toBe(screen().pages[screen().at]!.id);
    store.dispatch(typeStoriesQuery('view', 'tr'));
    expect(names(screen().results)).toEqual(['Trip']);
    store.dispatch(tapActiveTabAgain('tag'));
    expect(screen()).toMatchObject({ query: '', page: { id: 'recently' } });
  });
});
