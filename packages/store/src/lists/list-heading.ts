import { monthTitle, weatherNameKey, type DiaryListSelector, type Language, type Message } from '@diary/core';
import type { ItemsState } from '../items/items-slice';

const ICONS: Record<DiaryListSelector['listType'], string> = { archive: '🗓️', location: '📍', people: '👤', tag: '#', status: '😊', weather: '⛅', favorite: '★', all: '📖', search: '🔍' };

/** A list header: its title (a text, or a message to translate), icon, summary and cover. */
export interface ListHeading {
  title: string | Message;
  icon: string;
  summary?: string;
  cover?: string;
}

type HeadingItem = { name?: string; summary?: string | null; cover?: string | null; avatar?: string | null; emoji?: string };

function listItem(items: ItemsState, selector: DiaryListSelector): HeadingItem | undefined {
  switch (selector.listType) {
    case 'archive':
      return items.archive.find((a) => a.year === selector.year && a.month === selector.month) as HeadingItem | undefined;
    case 'location':
    case 'people':
    case 'tag':
    case 'status':
      return (items[selector.listType] as Array<HeadingItem & { objectId: string }>).find((i) => i.objectId === selector.id);
    case 'weather':
      return items.weather.find((w) => w.code === selector.code) as HeadingItem | undefined;
    default:
      return undefined;
  }
}

/** The header of a list, from its item (the month, place, person, story, status or weather). */
export function listHeading(items: ItemsState, language: Language, selector: DiaryListSelector): ListHeading {
  const item = listItem(items, selector);
  const picture = item?.cover ?? item?.avatar;
  const extra = { ...(item?.summary ? { summary: item.summary } : {}), ...(picture ? { cover: picture } : {}) };
  switch (selector.listType) {
    case 'archive':
      return { title: monthTitle(selector.year, selector.month, language), icon: ICONS.archive, ...extra };
    case 'weather':
      return { title: { key: weatherNameKey(selector.code) }, icon: ICONS.weather, ...extra };
    case 'favorite':
      return { title: { key: 'list.favoriteDiaries' }, icon: ICONS.favorite };
    case 'all':
      return { title: { key: 'list.allDiaries' }, icon: ICONS.all };
    case 'search':
      return { title: { key: 'list.searchTitle', params: { keyword: selector.keyword } }, icon: ICONS.search };
    default:
      return { title: item?.name ?? '', icon: item?.emoji ?? ICONS[selector.listType], ...extra };
  }
}
