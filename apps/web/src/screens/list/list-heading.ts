import { weatherNameKey, type DiaryListSelector } from '@diary/core';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';

const ICONS: Record<DiaryListSelector['listType'], string> = { archive: '🗓️', location: '📍', people: '👤', tag: '#', status: '😊', weather: '⛅', favorite: '★', all: '📖', search: '🔍' };

/** The list header's title, icon, summary and cover, from the list's item. */
export function useListHeading(selector: DiaryListSelector): { title: string; icon: string; summary?: string; cover?: string } {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  const item = useAppSelector((s) => {
    switch (selector.listType) {
      case 'archive':
        return s.items.archive.find((a) => a.year === selector.year && a.month === selector.month);
      case 'location':
      case 'people':
      case 'tag':
      case 'status':
        return (s.items[selector.listType] as Array<{ objectId: string }>).find((i) => i.objectId === selector.id);
      case 'weather':
        return s.items.weather.find((w) => w.code === selector.code);
      default:
        return undefined;
    }
  }) as { name?: string; summary?: string | null; cover?: string | null; avatar?: string | null; emoji?: string } | undefined;
  const extra = { ...(item?.summary ? { summary: item.summary } : {}), ...((item?.cover ?? item?.avatar) ? { cover: (item?.cover ?? item?.avatar)! } : {}) };
  switch (selector.listType) {
    case 'archive':
      return { title: new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long' }).format(new Date(selector.year, selector.month - 1, 1)), icon: ICONS.archive, ...extra };
    case 'weather':
      return { title: t(weatherNameKey(selector.code)), icon: ICONS.weather, ...extra };
    case 'favorite':
      return { title: t('list.favoriteDiaries'), icon: ICONS.favorite };
    case 'all':
      return { title: t('list.allDiaries'), icon: ICONS.all };
    case 'search':
      return { title: t('list.searchTitle', { keyword: selector.keyword }), icon: ICONS.search };
    default:
      return { title: item?.name ?? '', icon: item?.emoji ?? ICONS[selector.listType], ...extra };
  }
}
