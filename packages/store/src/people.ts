// The People tab's state: its own entry point (`@diary/store/people`), as it loads the pinyin dictionary
// (`@diary/core/people-index`) that only the screens listing people need.
export {
  addSuggestedPerson,
  openPerson,
  pagedGroups,
  pagesToReach,
  recentPeople,
  RECENT_PEOPLE,
  selectPeopleTab,
  type PeopleGroup,
  type PeopleIndexEntry,
  type PeopleIndexKey,
  type PeopleTab,
} from './people/people-tab';
