import { listPath, PEOPLE_PAGE_SIZE, visibleSearchHistory, type PeopleRecord } from '@diary/core';
import { addSuggestion, groupPeopleByInitial, PEOPLE_INDEX_BAR, searchPeople } from '@diary/core/people-index';
import { addDraftRef, toggleDraftRef } from '../editor/editor-sheets';
import { requestAction } from '../gate/gate';
import { chooseSearchHistory, rememberSearch } from '../history/history';
import { openTargetAdd } from '../items/target-form';
import { createSelector } from '@reduxjs/toolkit';
import { screensActions, type TabMode } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';

/** The recent group: the people changed last (added, renamed, or counted in a diary), newest first. */
export const RECENT_PEOPLE = 8;

export type PeopleIndexKey = (typeof PEOPLE_INDEX_BAR)[number];

export interface PeopleGroup {
  /** 'starred', 'recent', a letter A–Z, '#', or 'results' while searching. */
  key: string;
  people: PeopleRecord[];
}

export interface PeopleIndexEntry {
  key: PeopleIndexKey;
  /** The group a tap jumps to ('search' goes to the search box); null when there is none. */
  target: string | null;
}

export interface PeopleTab {
  loading: boolean;
  /** No people at all (not: no match). */
  empty: boolean;
  searching: boolean;
  groups: PeopleGroup[];
  /** How many people the groups hold in all. */
  total: number;
  indexBar: PeopleIndexEntry[];
  /** The typed name, offered as "Add {name}" under "Suggestions" when no one has exactly that name. */
  suggestion: string | undefined;
  /** Recent searches, shown when the box is focused and empty. */
  history: string[];
}

const time = (person: PeopleRecord) => Date.parse(person.updatedAt ?? person.createdAt ?? '') || 0;

/**
 * The recent group: the people changed last, starred ones left out (they are on top already).
 * Shown only when there are more people than it holds, or it would repeat the whole list.
 */
export function recentPeople(people: readonly PeopleRecord[]): PeopleRecord[] {
  const unstarred = people.filter((p) => !p.favorite);
  if (unstarred.length <= RECENT_PEOPLE) return [];
  return [...unstarred].sort((a, b) => time(b) - time(a)).slice(0, RECENT_PEOPLE);
}

export interface PeopleTabInput {
  people: readonly PeopleRecord[];
  loaded: boolean;
  history: readonly string[];
}

/** The People tab's inputs, each as the store keeps it (a screen selects these and memoizes `peopleTab`). */
export const selectPeopleTabInput = createSelector(
  [(state: RootState) => state.items.people, (state: RootState) => state.items.loaded.people, (state: RootState) => state.history.searches.people],
  (people, loaded, history): PeopleTabInput => ({ people, loaded, history }),
);

/** The People tab for a search box's text: its groups, index bar, suggestion and history. */
export function selectPeopleTab(state: RootState, query: string): PeopleTab {
  return peopleTab(selectPeopleTabInput(state), query);
}

export function peopleTab({ people, loaded, history }: PeopleTabInput, query: string): PeopleTab {
  const searching = query.trim() !== '';
  const loading = people.length === 0 && !loaded;
  let groups: PeopleGroup[];
  if (searching) {
    const found = groupPeopleByInitial(searchPeople(people, query)).flatMap((g) => g.people);
    groups = found.length > 0 ? [{ key: 'results', people: found }] : [];
  } else {
    const recent = recentPeople(people);
    groups = [...groupPeopleByInitial(people), ...(recent.length > 0 ? [{ key: 'recent', people: recent }] : [])]
      .map((g) => ({ key: g.key, people: [...g.people] }))
      // The index bar's order: starred, recent, A–Z, #.
      .sort((a, b) => rank(a.key) - rank(b.key));
  }
  const present = new Set(groups.map((g) => g.key));
  return {
    loading,
    empty: !loading && people.length === 0,
    searching,
    groups,
    total: groups.reduce((sum, g) => sum + g.people.length, 0),
    indexBar: PEOPLE_INDEX_BAR.map((key) => ({ key, target: key === 'search' ? 'search' : present.has(key) ? key : null })),
    suggestion: searching ? addSuggestion(people, query) : undefined,
    history: visibleSearchHistory(history),
  };
}

const rank = (key: string) => {
  const at = (PEOPLE_INDEX_BAR as readonly string[]).indexOf(key);
  return at < 0 ? PEOPLE_INDEX_BAR.length : at;
};

/** The groups cut to the first `pages` pages of 20 people (the list shows more as its end scrolls into view). */
export function pagedGroups(groups: readonly PeopleGroup[], pages: number): PeopleGroup[] {
  let left = pages * PEOPLE_PAGE_SIZE;
  const shown: PeopleGroup[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(group.people.length <= left ? group : { key: group.key, people: group.people.slice(0, left) });
    left -= group.people.length;
  }
  return shown;
}

/** How many pages must be shown for a group's heading to be there (to jump to it). */
export function pagesToReach(groups: readonly PeopleGroup[], key: string): number {
  let before = 0;
  for (const group of groups) {
    if (group.key === key) return Math.floor(before / PEOPLE_PAGE_SIZE) + 1;
    before += group.people.length;
  }
  return 1;
}

/** Tapping a person opens their diary list (through the Pro gate); a search that found them is remembered. */
export function openPerson(objectId: string, query = ''): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    if (!(await dispatch(requestAction('openPeople', openPerson(objectId, query))))) return false;
    if (query.trim()) await dispatch(rememberSearch('people', query.trim()));
    platform.navigation.navigate(listPath({ listType: 'people', id: objectId }));
    return true;
  };
}

/** "Add {name}" from the suggestions: remembers the search and opens the add screen with the name. */
export function addSuggestedPerson(name: string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    await dispatch(rememberSearch('people', name.trim()));
    return dispatch(openTargetAdd('people', name));
  };
}

// Select mode (/edit/toolbar/people/select): the list picks people for the diary being written.

/** Select mode: a tapped person is checked in the draft (or unchecked); a search that found them is remembered, as opening them would. */
export function togglePersonInDraft(person: { objectId: string; name: string }, query = ''): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(toggleDraftRef('people', { id: person.objectId, name: person.name }));
    if (query.trim()) await dispatch(rememberSearch('people', query.trim()));
  };
}

/** Select mode's "Add {name}": remembers the search, adds the person and checks them in the draft at once. */
export function addSuggestedDraftPerson(name: string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    if (!name.trim()) return false;
    await dispatch(rememberSearch('people', name.trim()));
    return dispatch(addDraftRef('people', name));
  };
}

/** The People list as a screen (the tab, or the editor's picker): its search, the pages shown, and whether more can come. */
export interface PeopleScreenModel extends PeopleTab {
  query: string;
  /** The groups of the pages shown (20 people a page). */
  shown: PeopleGroup[];
  /** More pages can be shown (as the end of the list comes into view). */
  more: boolean;
}

const peopleScreens = {
  view: peopleScreenModel('view'),
  select: peopleScreenModel('select'),
};

function peopleScreenModel(mode: TabMode) {
  return createSelector([selectPeopleTabInput, (state: RootState) => state.screens.people[mode]], (input, screen): PeopleScreenModel => {
    const tab = peopleTab(input, screen.query);
    const shown = pagedGroups(tab.groups, screen.pages);
    return { ...tab, query: screen.query, shown, more: shown.reduce((sum, group) => sum + group.people.length, 0) < tab.total };
  });
}

/** The People list as a screen of the tab (`view`) or of the editor's picker (`select`). */
export function selectPeopleScreen(state: RootState, mode: TabMode): PeopleScreenModel {
  return peopleScreens[mode](state);
}

/** The search box, as typed: a new search starts from its first page. */
export function typePeopleQuery(mode: TabMode, query: string): AppThunk {
  return (dispatch) => {
    dispatch(screensActions.peopleScreenChanged({ mode, change: { query, pages: 1 } }));
  };
}

/** The end of the list came into view: one more page, when there is one. */
export function showMorePeople(mode: TabMode): AppThunk {
  return (dispatch, getState) => {
    const screen = selectPeopleScreen(getState(), mode);
    if (screen.more) dispatch(screensActions.peopleScreenChanged({ mode, change: { pages: getState().screens.people[mode].pages + 1 } }));
  };
}

/**
 * An entry of the index bar tapped (or slid over): the pages that reach its group are shown, and the
 * group it jumps to is answered ('search' for the search box; null when the bar's entry has none).
 */
export function jumpInPeopleIndex(mode: TabMode, key: PeopleIndexKey): AppThunk<string | null> {
  return (dispatch, getState) => {
    const screen = selectPeopleScreen(getState(), mode);
    const target = screen.indexBar.find((entry) => entry.key === key)?.target ?? null;
    if (!target || target === 'search') return target;
    const pages = Math.max(getState().screens.people[mode].pages, pagesToReach(screen.groups, target));
    dispatch(screensActions.peopleScreenChanged({ mode, change: { pages } }));
    return target;
  };
}

/** A recent search tapped: it is searched again, and moves to the front of the history. */
export function searchPeopleAgain(mode: TabMode, word: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(typePeopleQuery(mode, word));
    await dispatch(chooseSearchHistory('people', word));
  };
}
