import { decodeDate, type WireDate } from '../wire/date';
import { pointerId } from '../wire/pointer';

export const RECENT_STORIES_COUNT = 20;

export interface TabStory {
  objectId: string;
  favorite?: boolean;
  favoriteAt?: WireDate | string | null;
  topic?: unknown;
}
export interface TabTopic {
  objectId: string;
  name: string;
  position?: number;
}

export type StoryTab<S> =
  { key: 'recently'; stories: S[] } | { key: 'favorites'; stories: S[] } | { key: 'topic'; topic: TabTopic; stories: S[] } | { key: 'others'; stories: S[] };

const favoriteTime = (story: TabStory) => decodeDate(story.favoriteAt ?? undefined)?.getTime() ?? 0;

/** Favorites first, newest favoriteAt first; then the rest in their order. */
export function favoritesFirst<S extends TabStory>(stories: readonly S[]): S[] {
  const favorites = stories.filter((s) => s.favorite).sort((a, b) => favoriteTime(b) - favoriteTime(a));
  return [...favorites, ...stories.filter((s) => !s.favorite)];
}

/**
 * The stories page's tabs: Recently (the first 20), Favorites, one tab per topic
 * (favorites first), and Others for stories whose topic is unknown (shown only when there are some).
 */
export function storyTabs<S extends TabStory>(stories: readonly S[], topics: readonly TabTopic[]): Array<StoryTab<S>> {
  const sortedTopics = [...topics].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const topicIds = new Set(sortedTopics.map((t) => t.objectId));
  const others = stories.filter((s) => {
    const id = pointerId(s.topic);
    return !id || !topicIds.has(id);
  });
  const tabs: Array<StoryTab<S>> = [
    { key: 'recently', stories: stories.slice(0, RECENT_STORIES_COUNT) },
    { key: 'favorites', stories: favoritesFirst(stories.filter((s) => s.favorite)) },
    ...sortedTopics.map((topic) => ({
      key: 'topic' as const,
      topic,
      stories: favoritesFirst(stories.filter((s) => pointerId(s.topic) === topic.objectId)),
    })),
  ];
  if (others.length > 0) tabs.push({ key: 'others', stories: favoritesFirst(others) });
  return tabs;
}

/** Stories whose name contains the filter text, ignoring case. */
export function filterStories<S extends { name: string }>(stories: readonly S[], filter: string): S[] {
  const needle = filter.trim().toLocaleLowerCase();
  return needle === '' ? [...stories] : stories.filter((s) => s.name.toLocaleLowerCase().includes(needle));
}
