import type { ArchiveRecord } from '../archive/archive';
import type { EditDraft } from '../editor/edit-draft';
import type { Language } from '../i18n/languages';
import type { Message } from '../i18n/message-key';
import type { PeopleRecord } from '../people/people';
import type { LocationRecord } from '../places/location';
import type { StatusRecord } from '../status/status';
import type { TagRecord } from '../stories/tag';
import { archiveMonthKey, monthTitle, startOfLocalMonth, startOfNextLocalMonth } from '../time/calendar';
import { isWeatherSet, WEATHER_CODES, WEATHER_ICONS, weatherKind, weatherNameKey } from '../weather/kinds';
import type { WeatherRecord } from '../weather/weather';
import { encodeDate } from '../wire/date';
import { pointer } from '../wire/pointer';
import type { Where } from '../wire/where';

// Seed 1 §2: the kinds of diary list. Each kind is said once, here; adding one means adding its
// selector below and its descriptor to LIST_KINDS, and the compiler then asks for every part.

/** Which diaries a list shows: its kind (the word of its route) and what picks one list of that kind. */
export type DiaryListSelector =
  | { listType: 'archive'; year: number; month: number }
  | { listType: 'location'; id: string }
  | { listType: 'people'; id: string }
  | { listType: 'tag'; id: string }
  | { listType: 'status'; id: string }
  | { listType: 'weather'; code: number }
  | { listType: 'favorite' }
  | { listType: 'all' }
  | { listType: 'search'; keyword: string };

/** The kinds of diary list, by the route word that names them. */
export type ListType = DiaryListSelector['listType'];
export type SelectorOf<K extends ListType> = Extract<DiaryListSelector, { listType: K }>;

/** The stored records a list can belong to, by class (the store's collections have this shape). */
export interface ListOwnerRecords {
  archive: readonly ArchiveRecord[];
  location: readonly LocationRecord[];
  people: readonly PeopleRecord[];
  tag: readonly TagRecord[];
  status: readonly StatusRecord[];
  weather: readonly WeatherRecord[];
}
export type ListOwnerClass = keyof ListOwnerRecords;
export type OwnerRecord<C extends ListOwnerClass> = ListOwnerRecords[C][number];

/** The class of the record each kind of list belongs to; never for a list that belongs to none. */
interface OwnerClassOf {
  archive: 'archive';
  location: 'location';
  people: 'people';
  tag: 'tag';
  status: 'status';
  weather: 'weather';
  favorite: never;
  all: never;
  search: never;
}

/** What a diary written from a list starts with: the list's place, person, story or status already chosen. */
export type NewDiaryPrefill = Partial<Pick<EditDraft, 'locations' | 'people' | 'tags' | 'status'>>;

/**
 * A where over diaries that only the server runs: besides the fields a client may name it may name `archiveMonth`,
 * the month a diary is counted in ('YYYY-MM', archiveMonthKey). The server stores that month on each diary from the
 * writer's calendar when it is saved and counts an archive's diaries by it; a client's where cannot name it
 * (whereSchema refuses it), and a client's month is a range of datetime in its own calendar instead.
 */
export type ServerDiaryWhere = Where & { archiveMonth?: string };

/** What a kind of list knows of the stored record it belongs to. */
export interface ListKindOwner<S extends DiaryListSelector, C extends ListOwnerClass> {
  className: C;
  /** Whether a record is the one a list's selector names. */
  matches(record: OwnerRecord<C>, selector: S): boolean;
  /** The record's diaries as the server finds them (a shared list's): for a month, the diaries counted in it. */
  condition(record: OwnerRecord<C>): ServerDiaryWhere;
}

/** Everything that differs from one kind of list to another. */
export interface ListKind<S extends DiaryListSelector, C extends ListOwnerClass = ListOwnerClass> {
  /** The list a route's (decoded) listId names in /list/{listType}[/{listId}]; undefined when it names none. */
  parse(listId: string | undefined): S | undefined;
  /** The inverse of parse: the listId of the list's route (not yet URL-encoded), undefined when the route has none. */
  format(selector: S): string | undefined;
  /** Which diaries it shows; diaryListQuery adds the user and the sub-keyword. */
  condition(selector: S): Where;
  /** Whether a diary written on this device and waiting to sync belongs in it (shown there before the server has it). */
  holdsDraft(selector: S, draft: WaitingDraft): boolean;
  /** Shown before its title, unless its owner has an emoji of its own. */
  icon(selector: S): string;
  /** A sign of its own, drawn instead of the kind's icon from the apps' icon set (a weather's); most kinds have none. */
  glyph?(selector: S): string;
  /** Its heading: a text, or a message to translate. Of its owner it reads only the name. */
  title(selector: S, owner: TitleOwner | undefined, language: Language): string | Message;
  /** The stored record it belongs to (its heading, the count its total corrects, a shared list's diaries); null when it belongs to none. */
  owner: ListKindOwner<S, C> | null;
  /** What a diary written from it starts with (its owner, when it has one and it is loaded). */
  newDiary(owner: OwnerRecord<C> | undefined): NewDiaryPrefill;
  /** What Write on it asks first: the day of its month (an archive month's), or nothing. */
  newDiaryAsks: 'day' | null;
  /** Where its header's cover comes from: its owner's record, the user's record (favorites, all), or nowhere. */
  cover: 'owner' | 'user' | null;
  /** Whether its rows are grouped under month labels (one month's list is titled by its month instead). */
  monthLabels: boolean;
  /** Whether it can be shared by a one-day link (a list of an owner that has diaries). */
  shareable: boolean;
}

type ListKinds = { readonly [K in ListType]: ListKind<SelectorOf<K>, OwnerClassOf[K]> };

type NamedRecord = { objectId: string; name?: string };
/** Whether a text has a keyword, as the server's `$contains` finds it: letters in either case. */
export const containsKeyword = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());
/** Whether a diary's words, its title or its content, hold a keyword, as the server's search matches them. */
export const wordsContain = (diary: { title?: string; content: string }, keyword: string) =>
  containsKeyword(diary.title ?? '', keyword) || containsKeyword(diary.content, keyword);

/** What a waiting diary's lists are told by: its day, its flags, what it names, its words. */
type WaitingDraft = Pick<EditDraft, 'datetime' | 'favorite' | 'weather' | 'locations' | 'people' | 'tags' | 'status' | 'title' | 'content'>;
/** A waiting diary's named records of a list's kind (its place, people, stories, or status). */
const draftRefs: Record<'location' | 'people' | 'tag' | 'status', (draft: WaitingDraft) => ReadonlyArray<{ id: string }>> = {
  location: (draft) => draft.locations,
  people: (draft) => draft.people,
  tag: (draft) => draft.tags,
  status: (draft) => (draft.status ? [draft.status] : []),
};

/** What a list's title reads of its owner: the name (any owner record is one; a shared list's visitor has no more). */
type TitleOwner = { objectId?: string; name?: string };
const namedRef = (record: NamedRecord) => ({ id: record.objectId, name: record.name ?? '' });
const nothing = (): NewDiaryPrefill => ({});
/** A weather list's diaries, and its record's: a selector and a record say the weather alike, by its code. */
const withWeather = ({ code }: { code: number }): Where => ({ weather: code });

/** The lists of one stored place, person, story or status: /list/{listType}/{objectId}, titled by its name. */
function itemList<K extends 'location' | 'people' | 'tag' | 'status'>(listType: K) {
  // The list's diaries, and the record's: those that point to it.
  const pointingTo = (id: string): Where => ({ [listType]: pointer(listType, id) });
  return {
    newDiaryAsks: null,
    cover: 'owner' as const,
    monthLabels: true,
    shareable: true,
    parse: (listId: string | undefined) => (listId ? ({ listType, id: listId } as SelectorOf<K>) : undefined),
    format: (selector: { id: string }) => selector.id,
    condition: (selector: { id: string }) => pointingTo(selector.id),
    holdsDraft: (selector: { id: string }, draft: WaitingDraft) => draftRefs[listType](draft).some((ref) => ref.id === selector.id),
    title: (_selector: unknown, owner: TitleOwner | undefined) => owner?.name ?? '',
    owner: {
      className: listType,
      matches: (record: NamedRecord, selector: { id: string }) => record.objectId === selector.id,
      condition: (record: NamedRecord) => pointingTo(record.objectId),
    },
  };
}

export const LIST_KINDS: ListKinds = {
  archive: {
    parse: (listId) => {
      const match = /^(\d{4})-(\d{2})$/.exec(listId ?? '');
      const month = Number(match?.[2]);
      return match && month >= 1 && month <= 12 ? { listType: 'archive', year: Number(match[1]), month } : undefined;
    },
    format: ({ year, month }) => archiveMonthKey(year, month),
    condition: ({ year, month }) => ({ datetime: { $gte: encodeDate(startOfLocalMonth(year, month)), $lt: encodeDate(startOfNextLocalMonth(year, month)) } }),
    holdsDraft: ({ year, month }, draft) => {
      const at = new Date(draft.datetime);
      return at >= startOfLocalMonth(year, month) && at < startOfNextLocalMonth(year, month);
    },
    icon: () => '🗓️',
    title: ({ year, month }, _owner, language) => monthTitle(year, month, language),
    owner: {
      className: 'archive',
      matches: (archive, { year, month }) => archive.year === year && archive.month === month,
      // The diaries its count counts, in the writer's calendar, whatever the calendar of whoever reads them.
      condition: ({ year, month }) => ({ archiveMonth: archiveMonthKey(year, month) }),
    },
    // Its new diary is dated on a day of the month the writer picks (startNewDiary's day), nothing else.
    newDiary: nothing,
    newDiaryAsks: 'day',
    cover: 'owner',
    monthLabels: false,
    shareable: true,
  },
  location: { ...itemList('location'), icon: () => '📍', newDiary: (place) => (place ? { locations: [namedRef(place)] } : {}) },
  people: { ...itemList('people'), icon: () => '👤', newDiary: (person) => (person ? { people: [namedRef(person)] } : {}) },
  tag: { ...itemList('tag'), icon: () => '#', newDiary: (story) => (story ? { tags: [namedRef(story)] } : {}) },
  status: {
    ...itemList('status'),
    icon: () => '😊',
    newDiary: (status) => (status ? { status: { ...namedRef(status), ...(status.emoji ? { emoji: status.emoji } : {}) } } : {}),
  },
  weather: {
    // /list/weather/{weatherName}; a code is accepted too.
    parse: (listId) => {
      const byName = (WEATHER_CODES as readonly string[]).indexOf(listId ?? '');
      const code = byName >= 0 ? byName : Number(listId);
      return isWeatherSet(code) ? { listType: 'weather', code } : undefined;
    },
    format: ({ code }) => weatherKind(code),
    condition: withWeather,
    holdsDraft: ({ code }, draft) => draft.weather === code,
    icon: ({ code }) => WEATHER_ICONS[weatherKind(code)],
    glyph: ({ code }) => WEATHER_ICONS[weatherKind(code)],
    title: ({ code }) => ({ key: weatherNameKey(code) }),
    owner: { className: 'weather', matches: (weather, { code }) => weather.code === code, condition: withWeather },
    newDiary: nothing,
    newDiaryAsks: null,
    cover: 'owner',
    monthLabels: true,
    shareable: true,
  },
  favorite: {
    parse: () => ({ listType: 'favorite' }),
    format: () => undefined,
    condition: () => ({ favorite: true }),
    holdsDraft: (_selector, draft) => draft.favorite,
    icon: () => '★',
    title: () => ({ key: 'list.favoriteDiaries' }),
    owner: null,
    newDiary: nothing,
    newDiaryAsks: null,
    cover: 'user',
    monthLabels: true,
    shareable: false,
  },
  all: {
    parse: () => ({ listType: 'all' }),
    format: () => undefined,
    condition: () => ({}),
    holdsDraft: () => true,
    icon: () => '📖',
    title: () => ({ key: 'list.allDiaries' }),
    owner: null,
    newDiary: nothing,
    newDiaryAsks: null,
    cover: 'user',
    monthLabels: true,
    shareable: false,
  },
  search: {
    parse: (listId) => (listId ? { listType: 'search', keyword: listId } : undefined),
    format: ({ keyword }) => keyword,
    condition: ({ keyword }) => ({ content: { $contains: keyword } }),
    holdsDraft: ({ keyword }, draft) => wordsContain(draft, keyword),
    icon: () => '🔍',
    title: ({ keyword }) => ({ key: 'list.searchTitle', params: { keyword } }),
    owner: null,
    newDiary: nothing,
    newDiaryAsks: null,
    cover: null,
    monthLabels: true,
    shareable: false,
  },
};

export const LIST_TYPES = Object.keys(LIST_KINDS) as ListType[];

export function isListType(value: unknown): value is ListType {
  return typeof value === 'string' && (LIST_TYPES as readonly string[]).includes(value);
}

/**
 * What the kind of list of a class's records knows of them: each class a list can belong to is also the word of its
 * kind of list (/list/archive/…). Typed for a record of any of those classes, as listKindOf is for any selector.
 */
export function listKindOwner(className: ListOwnerClass): ListKindOwner<DiaryListSelector, ListOwnerClass> {
  return LIST_KINDS[className].owner as ListKindOwner<DiaryListSelector, ListOwnerClass>;
}

/** The descriptor of a selector's kind, typed for that selector (TypeScript cannot tie LIST_KINDS[listType] to it by itself). */
export function listKindOf(selector: DiaryListSelector): ListKind<DiaryListSelector> {
  return LIST_KINDS[selector.listType] as ListKind<DiaryListSelector>;
}
