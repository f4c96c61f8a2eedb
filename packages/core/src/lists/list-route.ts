import { isWeatherSet, WEATHER_CODES } from '../weather/kinds';
import type { DiaryListSelector } from './diary-list-query';

/** The list a route shows: /list/{listType}[/{listId}] (seed 1 §2). Undefined for a path that names no list. */
export function selectorOfRoute(listType: string | undefined, listId: string | undefined): DiaryListSelector | undefined {
  switch (listType) {
    case 'archive': {
      const match = /^(\d{4})-(\d{2})$/.exec(listId ?? '');
      if (!match) return undefined;
      const month = Number(match[2]);
      return month >= 1 && month <= 12 ? { listType, year: Number(match[1]), month } : undefined;
    }
    case 'location':
    case 'people':
    case 'tag':
    case 'status':
      return listId ? { listType, id: listId } : undefined;
    case 'weather': {
      // /list/weather/{weatherName}; a code is accepted too.
      const byName = (WEATHER_CODES as readonly string[]).indexOf(listId ?? '');
      const code = byName >= 0 ? byName : Number(listId);
      return isWeatherSet(code) ? { listType, code } : undefined;
    }
    case 'favorite':
    case 'all':
      return { listType };
    case 'search':
      return listId ? { listType, keyword: listId } : undefined;
    default:
      return undefined;
  }
}
