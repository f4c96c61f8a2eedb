import { describe, expect, it } from 'vitest';
import { createDiaryStore } from '../store';
import { createMemoryPlatform } from '../platform/memory-platform';
import { listHeading } from './list-heading';

describe('a list header', () => {
  const items = createDiaryStore(createMemoryPlatform(), { apiBaseUrl: 'http://x', siteUrl: 'http://x' }).getState().items;
  const crop = { filename: 'c.jpg', x: 0, y: 0, width: 1, height: 1 };
  const withStory = { ...items, tag: [{ objectId: 't1', name: 'Hangzhou', summary: 'Autumn trip', cover: 'c.jpg', crop }] } as unknown as typeof items;

  it('titles a month in the language, and the fixed lists by their message', () => {
    expect(listHeading(items, 'zh', { listType: 'archive', year: 2026, month: 11 }).title).toBe('2026年11月');
    expect(listHeading(items, 'en', { listType: 'archive', year: 2026, month: 11 }).title).toBe('November 2026');
    expect(listHeading(items, 'en', { listType: 'favorite' }).title).toEqual({ key: 'list.favoriteDiaries' });
    expect(listHeading(items, 'en', { listType: 'search', keyword: 'sea' }).title).toEqual({ key: 'list.searchTitle', params: { keyword: 'sea' } });
  });

  it("a weather list's header shows that weather's own sign, a mood's list its emoji; other kinds leave the icon to the app's icon set", () => {
    expect(listHeading(items, 'en', { listType: 'weather', code: 1 })).toMatchObject({ listType: 'weather', emoji: '☀️', icon: '☀️' });
    expect(listHeading(items, 'en', { listType: 'weather', code: 5 }).emoji).toBe('🌧️');
    const withMood = { ...items, status: [{ objectId: 's1', name: 'Calm', emoji: '😌' }] } as unknown as typeof items;
    expect(listHeading(withMood, 'en', { listType: 'status', id: 's1' })).toMatchObject({ listType: 'status', emoji: '😌', icon: '😌' });
    expect(listHeading(items, 'en', { listType: 'favorite' }).emoji).toBeUndefined();
    expect(listHeading(items, 'en', { listType: 'archive', year: 2026, month: 11 })).toMatchObject({ listType: 'archive', icon: '🗓️' });
  });

  it("takes an item's name, summary and cover", () => {
    expect(listHeading(withStory, 'en', { listType: 'tag', id: 't1' })).toEqual({
      title: 'Hangzhou',
      listType: 'tag',
      icon: '#',
      summary: 'Autumn trip',
      cover: { key: 'c.jpg', crop },
    });
    expect(listHeading(withStory, 'en', { listType: 'tag', id: 'gone' }).title).toBe('');
  });

  it("shows the user's own cover on the favorite and all lists, and a person's avatar on theirs", () => {
    const user = { objectId: 'u1', favoriteDiariesCover: 'file/sea.jpg' } as Parameters<typeof listHeading>[3];
    expect(listHeading(items, 'en', { listType: 'favorite' }, user).cover).toEqual({ key: 'file/sea.jpg', crop: null });
    expect(listHeading(items, 'en', { listType: 'all' }, user).cover).toBeUndefined();
    const withPerson = { ...items, people: [{ objectId: 'p1', name: 'Lin', avatar: 'file/lin.jpg' }] } as typeof items;
    expect(listHeading(withPerson, 'en', { listType: 'people', id: 'p1' }).cover).toEqual({ key: 'file/lin.jpg', crop: null });
  });

  it("a place or a story without a cover of its own is headed by its newest diary's photo (its centre: the diary's crop was not cut for it)", () => {
    const place = { objectId: 'l1', name: 'Lake', diaryCover: 'file/newest.jpg', diaryImageAveRGB: '1,2,3', crop: null };
    const withPlace = { ...items, location: [place] } as unknown as typeof items;
    expect(listHeading(withPlace, 'en', { listType: 'location', id: 'l1' }).cover).toEqual({ key: 'file/newest.jpg', crop: null });
    const own = { ...items, location: [{ ...place, cover: 'file/own.jpg' }] } as unknown as typeof items;
    expect(listHeading(own, 'en', { listType: 'location', id: 'l1' }).cover).toEqual({ key: 'file/own.jpg', crop: null });
  });
});
