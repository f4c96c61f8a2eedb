import { listPath, routePath, type MessageKey } from '@diary/core';
import { FAVORITE_DIARIES, HISTORY_TODAY, TODAY_WEATHER, WIDGET_PHOTOS } from '../persist/keys';
import type { LocalData } from '../persist/local-data';
import type { AppThunk } from '../store';
import { loadFavoritesWidget, loadHistoryToday, loadPhotosWidget, loadTodayWeather, loadWeatherWidget } from './widgets';

/**
 * How a widget card is drawn: a date line, a list of diaries, photo tiles, or a bar chart. Each app
 * draws each layout once (a table over this type, so a new layout is a compile error until drawn).
 */
export type WidgetLayout = 'today' | 'diaries' | 'tiles' | 'chart';

/** One home widget (seed 2 §2.10): its card, where its data is kept on the device, and where its "see all" goes. */
export interface WidgetDescriptor {
  name: string;
  title: MessageKey;
  layout: WidgetLayout;
  /** What the card says with nothing to show. */
  empty: MessageKey | null;
  /** Loads its data: the device's copy first where it keeps one, then the server's. */
  data: () => AppThunk<Promise<unknown>>;
  /** The device's copy of its data (null: its data is the store's totals, kept with them). */
  cache: LocalData<unknown> | null;
  /** Where the card's heading action goes (a phone route), when it has one that navigates. */
  target: string | null;
}

/** The home widgets, in the order the More tab shows them. */
export const WIDGETS = [
  { name: 'today', title: 'widgets.today', layout: 'today', empty: null, data: loadTodayWeather, cache: TODAY_WEATHER, target: null },
  { name: 'history', title: 'widgets.onThisDay', layout: 'diaries', empty: 'widgets.historyEmpty', data: loadHistoryToday, cache: HISTORY_TODAY, target: null },
  {
    name: 'photos',
    title: 'widgets.photos',
    layout: 'tiles',
    empty: 'widgets.photosEmpty',
    data: loadPhotosWidget,
    cache: WIDGET_PHOTOS,
    target: routePath('photos', { listType: 'all', listAction: 'view' }),
  },
  {
    name: 'favorites',
    title: 'widgets.favorites',
    layout: 'diaries',
    empty: 'widgets.favoritesEmpty',
    data: loadFavoritesWidget,
    cache: FAVORITE_DIARIES,
    target: listPath({ listType: 'favorite' }),
  },
  { name: 'weather', title: 'widgets.weather', layout: 'chart', empty: 'widgets.weatherEmpty', data: loadWeatherWidget, cache: null, target: null },
] as const satisfies readonly WidgetDescriptor[];

export type WidgetName = (typeof WIDGETS)[number]['name'];
