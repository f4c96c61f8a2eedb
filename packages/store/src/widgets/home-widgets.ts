import { message, type MediaSize, type Message, type MessageKey } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import type { AppThunk } from '../store';
import { WIDGETS, type WidgetDescriptor, type WidgetLayout, type WidgetName } from './widget-table';
import {
  selectFavoritesWidget,
  selectHistoryWidget,
  selectPhotosWidget,
  selectTodayWidget,
  selectWeatherWidget,
  type PhotoTile,
  type WidgetDiary,
} from './widget-views';
import { widgetsSlice } from './widgets-slice';

/** The heading's action of a card: a toggle ("2 more") or a way to all of it ("All favorites (5)"). */
export interface WidgetAction {
  label: Message;
  /** Whether it opens another page (drawn with a chevron). */
  opens: boolean;
}

interface CardOf<L extends WidgetLayout> {
  name: WidgetName;
  layout: L;
  title: MessageKey;
  loading: boolean;
  /** What it says with nothing to show (null while loading, or with something to show). */
  empty: MessageKey | null;
  action: WidgetAction | null;
}

/** A photo tile with the size its picture is served at: the one tile large, the first of three larger. */
export type SizedPhotoTile = PhotoTile & { size: MediaSize; label: Message };

export type WidgetCard =
  | (CardOf<'today'> & { date: string; weekday: string; weather: { icon: string; name: MessageKey } | null })
  | (CardOf<'diaries'> & { diaries: WidgetDiary[] })
  | (CardOf<'tiles'> & { tiles: SizedPhotoTile[]; tileLayout: string })
  | (CardOf<'chart'> & { bars: ReturnType<typeof selectWeatherWidget>['bars'] });

function tileSize(layout: string | null, index: number): MediaSize {
  if (layout === 'one') return 'wideCover';
  return layout === 'three' && index === 0 ? 'list' : 'cover';
}

const emptyUnless = (loading: boolean, hasSome: boolean, key: MessageKey | null) => (loading || hasSome ? null : key);

/**
 * The home widgets (seed 2 §2.10) as the More tab draws them, in the table's order: each card's
 * title, layout, content, what it says when empty and its heading action. "Today" and "n years ago"
 * are the screens' clock's.
 */
export const selectHomeWidgets = createSelector(
  [selectTodayWidget, selectHistoryWidget, selectPhotosWidget, selectFavoritesWidget, selectWeatherWidget],
  (today, history, photos, favorites, weather): WidgetCard[] => {
    const cards: Record<WidgetName, WidgetCard> = {
      today: { name: 'today', layout: 'today', title: 'widgets.today', loading: false, empty: null, action: null, ...today },
      history: {
        name: 'history',
        layout: 'diaries',
        title: 'widgets.onThisDay',
        loading: history.loading,
        empty: emptyUnless(history.loading, history.diaries.length > 0, 'widgets.historyEmpty'),
        action: history.toggle && { label: history.toggle, opens: false },
        diaries: history.diaries,
      },
      photos: {
        name: 'photos',
        layout: 'tiles',
        title: 'widgets.photos',
        loading: photos.loading,
        empty: emptyUnless(photos.loading, photos.tiles.length > 0, 'widgets.photosEmpty'),
        action: photos.count > 0 ? { label: message('widgets.photoCount', { count: photos.count }), opens: true } : null,
        tileLayout: photos.layout ?? 'four',
        tiles: photos.tiles.map((tile, index) => ({
          ...tile,
          size: tileSize(photos.layout, index),
          label: message(tile.isVideo ? 'widgets.videoTile' : 'widgets.photoTile', { index: index + 1, count: photos.tiles.length }),
        })),
      },
      favorites: {
        name: 'favorites',
        layout: 'diaries',
        title: 'widgets.favorites',
        loading: favorites.loading,
        empty: emptyUnless(favorites.loading, favorites.diaries.length > 0, 'widgets.favoritesEmpty'),
        action: favorites.count > 0 ? { label: message('widgets.allFavoritesCount', { count: favorites.count }), opens: true } : null,
        diaries: favorites.diaries,
      },
      weather: {
        name: 'weather',
        layout: 'chart',
        title: 'widgets.weather',
        loading: weather.loading,
        empty: emptyUnless(weather.loading, !weather.empty, 'widgets.weatherEmpty'),
        action: null,
        bars: weather.bars,
      },
    };
    return WIDGETS.map((widget) => cards[widget.name]);
  },
);

/** The More tab opened by a signed-in user: every widget loads (the device's copies first); one that fails stays empty. */
export function openHomeWidgets(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!getState().session.userId) return;
    await Promise.allSettled(WIDGETS.map((widget: WidgetDescriptor) => dispatch(widget.data())));
    dispatch(widgetsSlice.actions.widgetsLoaded());
  };
}

/** A card's heading action: "On this day" expands or collapses; the others open their page. */
export function tapWidgetAction(name: WidgetName): AppThunk {
  return (dispatch, _getState, { platform }) => {
    if (name === 'history') {
      dispatch(widgetsSlice.actions.historyExpandedToggled());
      return;
    }
    const target = WIDGETS.find((widget) => widget.name === name)?.target;
    if (target) platform.navigation.navigate(target);
  };
}
