// The People tab's state: its own entry point (`@diary/store/people`), as it loads the pinyin dictionary
// (`@diary/core/people-index`) that only the screens listing people need.
export {
  addSuggestedDraftPerson,
  addSuggestedPerson,
  openPerson,
  pagedGroups,
  peopleTab,
  pagesToReach,
  recentPeople,
  RECENT_PEOPLE,
  selectPeopleTab,
  selectPeopleTabInput,
  togglePersonInDraft,
  type PeopleGroup,
  type PeopleIndexEntry,
  type PeopleIndexKey,
  type PeopleTab,
  type PeopleTabInput,
} from './people/people-tab';
