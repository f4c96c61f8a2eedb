import { describe, expect, it } from 'vitest';
import type { ListOwnerRecords } from './list-kinds';
import { listOwner, newDiaryPrefill } from './list-owner';

const records = {
  archive: [{ objectId: 'a1', year: 2026, month: 11 }],
  location: [{ objectId: 'l1', name: 'West Lake' }],
  people: [{ objectId: 'p1', name: 'Mia' }],
  tag: [{ objectId: 't1', name: 'Autumn trip' }],
  status: [{ objectId: 's1', name: 'Calm', emoji: '😌' }],
  weather: [{ objectId: 'w5', code: 5 }],
} as unknown as ListOwnerRecords;

describe('the record a list belongs to', () => {
  it('is its month, place, person, story, status or weather', () => {
    expect(listOwner(records, { listType: 'archive', year: 2026, month: 11 })).toEqual({ className: 'archive', record: records.archive[0] });
    expect(listOwner(records, { listType: 'location', id: 'l1' })).toEqual({ className: 'location', record: records.location[0] });
    expect(listOwner(records, { listType: 'status', id: 's1' })?.className).toBe('status');
    expect(listOwner(records, { listType: 'weather', code: 5 })).toEqual({ className: 'weather', record: records.weather[0] });
  });

  it('is none for favorites, all and a search, or when it is not loaded', () => {
    expect(listOwner(records, { listType: 'favorite' })).toBeUndefined();
    expect(listOwner(records, { listType: 'all' })).toBeUndefined();
    expect(listOwner(records, { listType: 'search', keyword: 'West Lake' })).toBeUndefined();
    expect(listOwner(records, { listType: 'archive', year: 2026, month: 10 })).toBeUndefined();
    expect(listOwner(records, { listType: 'tag', id: 'gone' })).toBeUndefined();
  });
});

describe('a diary written from a list', () => {
  it('starts with its place, person, story or status chosen', () => {
    expect(newDiaryPrefill(records, { listType: 'location', id: 'l1' })).toEqual({ locations: [{ id: 'l1', name: 'West Lake' }] });
    expect(newDiaryPrefill(records, { listType: 'people', id: 'p1' })).toEqual({ people: [{ id: 'p1', name: 'Mia' }] });
    expect(newDiaryPrefill(records, { listType: 'tag', id: 't1' })).toEqual({ tags: [{ id: 't1', name: 'Autumn trip' }] });
    expect(newDiaryPrefill(records, { listType: 'status', id: 's1' })).toEqual({ status: { id: 's1', name: 'Calm', emoji: '😌' } });
  });

  it('starts empty from a month, a weather, favorites, all, a search, or an item not loaded', () => {
    for (const selector of [
      { listType: 'archive', year: 2026, month: 11 },
      { listType: 'weather', code: 5 },
      { listType: 'favorite' },
      { listType: 'all' },
      { listType: 'search', keyword: 'x' },
      { listType: 'location', id: 'gone' },
    ] as const) {
      expect(newDiaryPrefill(records, selector)).toEqual({});
    }
  });
});
