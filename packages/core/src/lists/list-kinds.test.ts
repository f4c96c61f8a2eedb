import { describe, expect, it } from 'vitest';
import { SHARE_LIST_KINDS } from '../share/share';
import { emptyDraft } from '../editor/edit-draft';
import { LIST_KINDS, LIST_TYPES, listKindOf, listKindOwner, type DiaryListSelector, type ListOwnerClass, type OwnerRecord } from './list-kinds';

/** The diaries of a record, as the kind of list of its class finds them. */
const diariesOf = (className: ListOwnerClass, record: object) => listKindOwner(className).condition(record as OwnerRecord<ListOwnerClass>);

describe('the diaries of the record a list belongs to', () => {
  it('are the list’s diaries for a place, a person, a story, a status and a weather', () => {
    expect(diariesOf('location', { objectId: 'l1', name: 'West Lake' })).toEqual(LIST_KINDS.location.condition({ listType: 'location', id: 'l1' }));
    expect(diariesOf('people', { objectId: 'p1', name: 'Mia' })).toEqual(LIST_KINDS.people.condition({ listType: 'people', id: 'p1' }));
    expect(diariesOf('tag', { objectId: 't1', name: 'Autumn trip' })).toEqual(LIST_KINDS.tag.condition({ listType: 'tag', id: 't1' }));
    expect(diariesOf('status', { objectId: 's1', name: 'Calm' })).toEqual(LIST_KINDS.status.condition({ listType: 'status', id: 's1' }));
    expect(diariesOf('weather', { objectId: 'w5', code: 5 })).toEqual(LIST_KINDS.weather.condition({ listType: 'weather', code: 5 }));
    expect(diariesOf('tag', { objectId: 't1' })).toEqual({ tag: { __type: 'Pointer', className: 'tag', objectId: 't1' } });
  });

  it('are, for a month, the diaries counted in it (the writer’s calendar), not a range of dates in the reader’s', () => {
    expect(diariesOf('archive', { objectId: 'a1', year: 2026, month: 3 })).toEqual({ archiveMonth: '2026-03' });
    expect(LIST_KINDS.archive.condition({ listType: 'archive', year: 2026, month: 3 })).toHaveProperty('datetime');
  });

  it('are found by the kind of list that has the record’s class for its word', () => {
    for (const className of ['archive', 'location', 'people', 'tag', 'status', 'weather'] as const) {
      expect(listKindOwner(className)).toBe(LIST_KINDS[className].owner);
      expect(listKindOwner(className).className).toBe(className);
    }
  });
});

describe('the lists that can be shared', () => {
  it('are the kinds whose descriptor says so (SHARE_LIST_KINDS), each belonging to a record of its own word', () => {
    const shareable = LIST_TYPES.filter((listType) => LIST_KINDS[listType].shareable);
    expect([...SHARE_LIST_KINDS].sort()).toEqual(shareable.sort());
    for (const listType of shareable) expect(LIST_KINDS[listType].owner?.className).toBe(listType);
  });
});

describe('a diary waiting to sync', () => {
  const draft = {
    ...emptyDraft(new Date(2026, 10, 21, 9, 30)),
    title: 'Sunday',
    content: 'Tea by the harbour',
    favorite: true,
    weather: 2,
    locations: [{ id: 'p1', name: 'Harbour' }],
    people: [{ id: 'h1', name: 'Lin' }],
    tags: [{ id: 't1', name: 'Trips' }],
    status: { id: 's1', name: 'Calm' },
  };
  it('belongs in the lists whose diaries it would be one of, by its month, flags, records and words', () => {
    const holds = (selector: DiaryListSelector) => listKindOf(selector).holdsDraft(selector, draft);
    expect(holds({ listType: 'all' })).toBe(true);
    expect(holds({ listType: 'favorite' })).toBe(true);
    expect(holds({ listType: 'archive', year: 2026, month: 11 })).toBe(true);
    expect(holds({ listType: 'archive', year: 2026, month: 12 })).toBe(false);
    expect(holds({ listType: 'location', id: 'p1' })).toBe(true);
    expect(holds({ listType: 'location', id: 'p2' })).toBe(false);
    expect(holds({ listType: 'people', id: 'h1' })).toBe(true);
    expect(holds({ listType: 'tag', id: 't1' })).toBe(true);
    expect(holds({ listType: 'status', id: 's1' })).toBe(true);
    expect(holds({ listType: 'status', id: 's2' })).toBe(false);
    expect(holds({ listType: 'weather', code: 2 })).toBe(true);
    expect(holds({ listType: 'weather', code: 3 })).toBe(false);
    expect(holds({ listType: 'search', keyword: 'harbour' })).toBe(true);
    expect(holds({ listType: 'search', keyword: 'mountain' })).toBe(false);
    // A word of the title finds it, as the server's search does.
    expect(holds({ listType: 'search', keyword: 'sunday' })).toBe(true);
  });
});
