import { pinyin } from 'pinyin-pro';

// Its own entry point (`@diary/core/people-index`): the pinyin dictionary is large,
// so only the screens that list people load it.

export const INDEX_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;
export const OTHER_INITIAL = '#';
/** The letter bar on the right: search, starred and recent markers, then A–Z and #. */
export const PEOPLE_INDEX_BAR = ['search', 'starred', 'recent', ...INDEX_LETTERS, OTHER_INITIAL] as const;

export interface IndexedPerson {
  name: string;
  favorite?: boolean;
}

/** A-Z from the first letter (for Chinese, the pinyin initial of the first character; surnames read as surnames), else #. */
export function nameInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  if (!first) return OTHER_INITIAL;
  if (/^[A-Za-z]$/.test(first)) return first.toUpperCase();
  if (/^\p{Script=Han}$/u.test(first)) {
    const letter = pinyin(name.trim(), { pattern: 'first', toneType: 'none', type: 'array', surname: 'head' })[0]?.toUpperCase();
    if (letter && /^[A-Z]$/.test(letter)) return letter;
  }
  return OTHER_INITIAL;
}

/** The sort key: the name's full pinyin (latin names as they are), lower case. */
export function nameSortKey(name: string): string {
  return pinyin(name.trim(), { toneType: 'none', type: 'array', surname: 'head', nonZh: 'consecutive' }).join(' ').toLowerCase();
}

export interface PeopleSection<P> {
  /** 'starred', a letter A–Z, or '#'. */
  key: string;
  people: P[];
}

/** People grouped for the list: starred people on top, then by initial A–Z and #, each sorted by pinyin. */
export function groupPeopleByInitial<P extends IndexedPerson>(people: readonly P[]): Array<PeopleSection<P>> {
  const keyed = people.map((person) => ({ person, sortKey: nameSortKey(person.name), initial: nameInitial(person.name) }));
  const byName = (a: (typeof keyed)[number], b: (typeof keyed)[number]) => a.sortKey.localeCompare(b.sortKey);
  const sections: Array<PeopleSection<P>> = [];
  const starred = keyed.filter((k) => k.person.favorite).sort(byName);
  if (starred.length > 0) sections.push({ key: 'starred', people: starred.map((k) => k.person) });
  for (const key of [...INDEX_LETTERS, OTHER_INITIAL]) {
    const inSection = keyed.filter((k) => !k.person.favorite && k.initial === key).sort(byName);
    if (inSection.length > 0) sections.push({ key, people: inSection.map((k) => k.person) });
  }
  return sections;
}

/** Case-insensitive substring search on the name. */
export function searchPeople<P extends IndexedPerson>(people: readonly P[], query: string): P[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' ? [...people] : people.filter((p) => p.name.toLocaleLowerCase().includes(needle));
}

/** In search, an "Add" row with the typed name is offered when no one has exactly that name. */
export function addSuggestion(people: readonly IndexedPerson[], query: string): string | undefined {
  const name = query.trim();
  if (name === '') return undefined;
  return people.some((p) => p.name.trim().toLocaleLowerCase() === name.toLocaleLowerCase()) ? undefined : name;
}
