import { describe, expect, it } from 'vitest';
import { pointer } from '../wire/pointer';
import { favoritesFirst, filterStories, storyTabs } from './story-tabs';

const story = (id: string, extra: Record<string, unknown> = {}) => ({ objectId: id, name: `story ${id}`, ...extra });
const ids = (list: Array<{ objectId: string }>) => list.map((s) => s.objectId);

describe('the stories page tabs', () => {
  const topics = [
    { objectId: 'life', name: 'Life', position: 1 },
    { objectId: 'work', name: 'Work', position: 0 },
  ];
  const stories = [
    story('a', { topic: pointer('topic', 'life') }),
    story('b', { topic: pointer('topic', 'life'), favorite: true, favoriteAt: '2026-01-01T00:00:00Z' }),
    story('c', { topic: pointer('topic', 'life'), favorite: true, favoriteAt: '2026-06-01T00:00:00Z' }),
    story('d', { topic: pointer('topic', 'gone') }),
    story('e'),
    ...Array.from({ length: 20 }, (_, i) => story(`w${i}`, { topic: pointer('topic', 'work') })),
  ];
  const tabs = storyTabs(stories, topics);

  it('Recently is the first 20 stories', () => {
    expect(tabs[0]).toMatchObject({ key: 'recently' });
    expect(ids(tabs[0]!.stories)).toEqual(ids(stories.slice(0, 20)));
  });

  it('Favorites holds the favorite stories, newest favoriteAt first', () => {
    expect(tabs[1]!.key).toBe('favorites');
    expect(ids(tabs[1]!.stories)).toEqual(['c', 'b']);
  });

  it('each topic tab (by position) shows favorites first by favoriteAt, then the others', () => {
    expect(tabs.slice(2, 4).map((t) => (t.key === 'topic' ? t.topic.objectId : t.key))).toEqual(['work', 'life']);
    expect(ids(tabs[3]!.stories)).toEqual(['c', 'b', 'a']);
  });

  it('Others holds stories whose topic is unknown', () => {
    expect(tabs.at(-1)!.key).toBe('others');
    expect(ids(tabs.at(-1)!.stories)).toEqual(['d', 'e']);
    expect(storyTabs([story('x', { topic: pointer('topic', 'life') })], topics).some((t) => t.key === 'others')).toBe(false);
  });

  it('favoritesFirst keeps the order of non-favorites', () => {
    expect(ids(favoritesFirst([story('1'), story('2', { favorite: true }), story('3')]))).toEqual(['2', '1', '3']);
  });

  it('search matches names containing the text, ignoring case', () => {
    expect(filterStories([{ name: 'Travel' }, { name: 'Work' }], 'tRa')).toEqual([{ name: 'Travel' }]);
  });
});
