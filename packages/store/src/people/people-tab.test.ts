import type { PeopleRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from '../items/items-slice';
import { rememberSearch } from '../history/history';
import { startNewDiary } from '../editor/draft';
import { selectDraftRefIds } from '../editor/editor-sheets';
import {
  addSuggestedDraftPerson,
  addSuggestedPerson,
  openPerson,
  pagedGroups,
  pagesToReach,
  RECENT_PEOPLE,
  selectPeopleTab,
  togglePersonInDraft,
  jumpInPeopleIndex,
  selectPeopleScreen,
  showMorePeople,
  typePeopleQuery,
} from './people-tab';
import { tapActiveTabAgain } from '../archive/archive-tab';

const person = (objectId: string, name: string, extra: Partial<PeopleRecord> = {}) => ({ objectId, name, count: 0, ...extra }) as PeopleRecord;
const names = (people: PeopleRecord[]) => people.map((p) => p.name);

async function withPeople(people: PeopleRecord[], options: { proStatus?: 0 | 2 } = {}) {
  const made = await fakeStore(options);
  made.store.dispatch(collectionLoaded({ name: 'people', records: people }));
  return made;
}

describe('the People tab', () => {
  it('shows skeletons until the people are loaded, then "No people yet" when there are none', async () => {
    const { store } = await fakeStore();
    expect(selectPeopleTab(store.getState(), '')).toMatchObject({ loading: true, empty: false });
    store.dispatch(collectionLoaded({ name: 'people', records: [] }));
    expect(selectPeopleTab(store.getState(), '')).toMatchObject({ loading: false, empty: true, groups: [] });
  });

  it('groups by pinyin initial with starred people on top, and the index bar jumps only to groups that exist', async () => {
    const { store } = await withPeople([
      person('1', '张伟'),
      person('2', '李娜'),
      person('3', '阿明'),
      person('4', 'Tom'),
      person('5', 'Lily', { favorite: true }),
      person('6', '3号'),
    ]);
    const tab = selectPeopleTab(store.getState(), '');
    expect(tab.groups.map((g) => [g.key, names(g.people)])).toEqual([
      ['starred', ['Lily']],
      ['A', ['阿明']],
      ['L', ['李娜']],
      ['T', ['Tom']],
      ['Z', ['张伟']],
      ['#', ['3号']],
    ]);
    const bar = Object.fromEntries(tab.indexBar.map((e) => [e.key, e.target]));
    expect(tab.indexBar.map((e) => e.key).slice(0, 4)).toEqual(['search', 'starred', 'recent', 'A']);
    expect(bar).toMatchObject({ search: 'search', starred: 'starred', recent: null, A: 'A', B: null, Z: 'Z', '#': '#' });
  });

  it('a recent group holds the people changed last, after starred, once there are more people than it holds', async () => {
    const many = Array.from({ length: RECENT_PEOPLE + 2 }, (_, i) =>
      person(`p${i}`, `Name ${i}`, { updatedAt: `2026-11-${String(10 + i).padStart(2, '0')}T00:00:00.000Z` }),
    );
    const { store } = await withPeople([...many, person('s', 'Star', { favorite: true, updatedAt: '2026-12-01T00:00:00.000Z' })]);
    const tab = selectPeopleTab(store.getState(), '');
    expect(tab.groups.map((g) => g.key)).toEqual(['starred', 'recent', 'N']);
    expect(names(tab.groups[1]!.people)).toEqual(['Name 9', 'Name 8', 'Name 7', 'Name 6', 'Name 5', 'Name 4', 'Name 3', 'Name 2']);
  });

  it('searching lists the matches in name order, and offers "Add {name}" only without an exact match', async () => {
    const { store } = await withPeople([person('1', '张伟'), person('2', '张三'), person('3', 'Tom')]);
    const tab = selectPeopleTab(store.getState(), '张');
    expect(tab.searching).toBe(true);
    expect(tab.groups.map((g) => [g.key, names(g.people)])).toEqual([['results', ['张三', '张伟']]]);
    expect(tab.suggestion).toBe('张');
    expect(selectPeopleTab(store.getState(), ' tom ').suggestion).toBeUndefined();
    expect(selectPeopleTab(store.getState(), 'Kim')).toMatchObject({ groups: [], suggestion: 'Kim', empty: false });
  });

  it('shows at most 8 recent people searches', async () => {
    const { store } = await withPeople([]);
    for (let i = 0; i < 10; i++) await store.dispatch(rememberSearch('people', `k${i}`));
    expect(selectPeopleTab(store.getState(), '').history).toEqual(['k9', 'k8', 'k7', 'k6', 'k5', 'k4', 'k3', 'k2']);
  });

  it('shows pages of 20, and knows how many pages reach a group', () => {
    const groups = [
      { key: 'A', people: Array.from({ length: 15 }, (_, i) => person(`a${i}`, `A${i}`)) },
      { key: 'B', people: Array.from({ length: 15 }, (_, i) => person(`b${i}`, `B${i}`)) },
      { key: 'C', people: [person('c', 'C')] },
    ];
    const first = pagedGroups(groups, 1);
    expect(first.map((g) => [g.key, g.people.length])).toEqual([
      ['A', 15],
      ['B', 5],
    ]);
    expect(pagedGroups(groups, 2).map((g) => g.people.length)).toEqual([15, 15, 1]);
    expect(pagesToReach(groups, 'A')).toBe(1);
    expect(pagesToReach(groups, 'B')).toBe(1);
    expect(pagesToReach(groups, 'C')).toBe(2);
  });

  it("a tap opens the person's list and remembers the search that found them; without Pro it asks first", async () => {
    const { store, platform } = await withPeople([person('p1', '张伟')]);
    expect(await store.dispatch(openPerson('p1', ' 张 '))).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/list/people/p1' });
    expect(store.getState().history.searches.people).toEqual(['张']);
    const free = await withPeople([person('p1', '张伟')], { proStatus: 0 });
    expect(await free.store.dispatch(openPerson('p1'))).toBe(false);
    expect(free.store.getState().gate.prompt).toMatchObject({ kind: 'proSheet', action: 'openPeople' });
  });

  it('"Add {name}" remembers the search and opens the add screen with the name', async () => {
    const { store, platform } = await withPeople([]);
    expect(await store.dispatch(addSuggestedPerson('王芳'))).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: `/target/people/add?name=${encodeURIComponent('王芳')}` });
    expect(store.getState().history.searches.people).toEqual(['王芳']);
  });
});

describe('the People list in select mode', () => {
  it('a tap checks the person in the draft and a second one unchecks them; a search that found them is remembered', async () => {
    const { store } = await withPeople([person('1', 'Lily'), person('2', 'Tom')]);
    await store.dispatch(startNewDiary());
    await store.dispatch(togglePersonInDraft({ objectId: '2', name: 'Tom' }, ' to '));
    expect(store.getState().editor.draft!.people).toEqual([{ id: '2', name: 'Tom' }]);
    expect([...selectDraftRefIds(store.getState(), 'people')]).toEqual(['2']);
    expect(store.getState().history.searches.people).toEqual(['to']);
    await store.dispatch(togglePersonInDraft({ objectId: '2', name: 'Tom' }));
    expect(store.getState().editor.draft!.people).toEqual([]);
    expect(selectDraftRefIds(store.getState(), 'people').size).toBe(0);
  });

  it('"Add {name}" adds the person and checks them at once, remembering the search', async () => {
    const { store, platform } = await fakeStore({ answers: { add_item: () => ({ objectId: 'p9', createdAt: '2026-11-23T02:00:00.000Z' }) } });
    store.dispatch(collectionLoaded({ name: 'people', records: [person('1', 'Lily')] }));
    await store.dispatch(startNewDiary());
    const routes = platform.routes.length;
    expect(selectPeopleTab(store.getState(), '王芳').suggestion).toBe('王芳');
    expect(await store.dispatch(addSuggestedDraftPerson('王芳'))).toBe(true);
    expect(platform.requests.at(-1)!.payload).toMatchObject({ className: 'people', data: { name: '王芳' } });
    expect(store.getState().editor.draft!.people).toEqual([{ id: 'p9', name: '王芳' }]);
    expect(store.getState().history.searches.people).toEqual(['王芳']);
    // Now someone has exactly that name: no more suggestion, and the person is a checked search result.
    const tab = selectPeopleTab(store.getState(), '王芳');
    expect(tab.suggestion).toBeUndefined();
    expect(tab.groups.flatMap((g) => g.people.map((p) => p.objectId))).toEqual(['p9']);
    expect(selectDraftRefIds(store.getState(), 'people').has('p9')).toBe(true);
    // No navigation: select mode stays on the list.
    expect(platform.routes.length).toBe(routes);
  });
});

describe('the People list as a screen model', () => {
  const many = Array.from({ length: 45 }, (_, i) => person(`p${i}`, `Zed ${String(i).padStart(2, '0')}`));

  it('shows a page of 20, one more as its end comes into view, and starts again at the first page with a new search', async () => {
    const { store } = await withPeople([person('a', 'Amy'), ...many]);
    const shown = () => selectPeopleScreen(store.getState(), 'view').shown.reduce((sum, g) => sum + g.people.length, 0);
    expect(shown()).toBe(20);
    store.dispatch(showMorePeople('view'));
    expect(shown()).toBe(40);
    store.dispatch(typePeopleQuery('view', 'Zed'));
    expect(selectPeopleScreen(store.getState(), 'view')).toMatchObject({ query: 'Zed', searching: true, more: true });
    expect(shown()).toBe(20);
  });

  it('jumping to a letter shows the pages that reach it; the picker’s search is its own', async () => {
    const { store } = await withPeople([person('a', 'Amy'), ...many, person('n', '9 Lives')]);
    expect(store.dispatch(jumpInPeopleIndex('view', 'Z'))).toBe('Z');
    expect(store.getState().screens.people.view.pages).toBe(1);
    // After 8 recent, Amy and 45 Zeds: the third page.
    expect(store.dispatch(jumpInPeopleIndex('view', '#'))).toBe('#');
    expect(store.getState().screens.people.view.pages).toBe(3);
    expect(store.dispatch(jumpInPeopleIndex('view', 'B'))).toBeNull();
    store.dispatch(typePeopleQuery('select', 'Amy'));
    expect(selectPeopleScreen(store.getState(), 'view').query).toBe('');
  });

  it('tapping the People tab again starts the tab over', async () => {
    const { store } = await withPeople(many);
    store.dispatch(typePeopleQuery('view', 'Zed 1'));
    store.dispatch(tapActiveTabAgain('people'));
    expect(selectPeopleScreen(store.getState(), 'view').query).toBe('');
  });
});
