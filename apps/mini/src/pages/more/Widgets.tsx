import { Text, View } from '@tarojs/components';
import { listPath, routePath } from '@diary/core';
import {
  historyExpandedToggled,
  loadTodayWeather,
  loadWidgets,
  openWeatherList,
  openWidgetDiary,
  selectFavoritesWidget,
  selectHistoryWidget,
  selectPhotosWidget,
  selectTodayWidget,
  selectWeatherWidget,
  type WidgetDiary,
} from '@diary/store';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { useMedia } from '../../ui/media';
import { Picture } from '../../ui/Picture';

/**
 * The home widgets (seed 2 §2.10): today, "On this day", photos and videos, favorite diaries and the
 * weather chart. What each card shows is the store's (widgets/widget-views); this only draws it.
 */
export function Widgets() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  const weatherOn = useAppSelector((s) => s.app.features?.weather === true);
  useEffect(() => {
    if (signedIn) void dispatch(loadWidgets());
  }, [dispatch, signedIn]);
  useEffect(() => {
    if (signedIn && weatherOn) void dispatch(loadTodayWeather());
  }, [dispatch, signedIn, weatherOn]);
  return (
    <View className="widgets">
      <TodayCard />
      <HistoryCard />
      <PhotosCard />
      <FavoritesCard />
      <WeatherCard />
    </View>
  );
}

function Card({ name, title, action, children }: { name: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <View className={`widget-card widget-${name}`}>
      <View className="section-head">
        <Text className="section-title">{title}</Text>
        {action}
      </View>
      {children}
    </View>
  );
}

const Skeleton = ({ rows }: { rows: number }) => (
  <View className="widget-skeleton">
    {Array.from({ length: rows }, (_, i) => (
      <View key={i} className="skeleton-line" />
    ))}
  </View>
);

const Empty = ({ text }: { text: string }) => <View className="widget-empty muted">{text}</View>;

function TodayCard() {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  // The label is taken when the tab opens and again when the language changes.
  const now = useMemo(() => new Date(), [language]); // eslint-disable-line react-hooks/exhaustive-deps
  const today = useAppSelector((s) => selectTodayWidget(s, now));
  return (
    <View className="widget-card widget-today">
      <View className="today-date">
        <Text className="muted">{`${t('widgets.today')} · ${today.weekday}`}</Text>
        <Text className="today-day">{today.date}</Text>
      </View>
      {today.weather && <Text className="today-weather">{`${today.weather.icon} ${t(today.weather.name)}`}</Text>}
    </View>
  );
}

function DiaryCards({ diaries }: { diaries: WidgetDiary[] }) {
  const dispatch = useAppDispatch();
  const media = useMedia();
  return (
    <View className="widget-diaries">
      {diaries.map((diary) => (
        <View key={diary.id} className="widget-diary" data-diary-id={diary.id} onClick={() => void dispatch(openWidgetDiary(diary.id, diary.privateStatus))}>
          <View className="widget-diary-body">
            <View className="row-meta">
              {diary.age && <Text className="widget-age">{translate(diary.age)}</Text>}
              <Text>{diary.date}</Text>
              {diary.status && <Text>{diary.status}</Text>}
            </View>
            <Text className="row-text">{diary.text.kind === 'content' ? diary.text.text : translate(diary.text.message)}</Text>
          </View>
          {diary.cover && <Picture className="widget-diary-cover" src={media.cover(diary.cover, 'small')} mode="aspectFill" />}
        </View>
      ))}
    </View>
  );
}

function HistoryCard() {
  const t = useT();
  const dispatch = useAppDispatch();
  const now = useMemo(() => new Date(), []);
  const view = useAppSelector((s) => selectHistoryWidget(s, now));
  const toggle = view.toggle && (
    <Text className="link" onClick={() => dispatch(historyExpandedToggled())}>
      {translate(view.toggle)}
    </Text>
  );
  return (
    <Card name="history" title={t('widgets.onThisDay')} action={toggle}>
      {view.loading ? <Skeleton rows={2} /> : view.diaries.length === 0 ? <Empty text={t('widgets.historyEmpty')} /> : <DiaryCards diaries={view.diaries} />}
    </Card>
  );
}

function PhotosCard() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const view = useAppSelector(selectPhotosWidget);
  return (
    <Card
      name="photos"
      title={t('widgets.photos')}
      action={
        view.count > 0 && (
          <Text className="link widget-count photos-all" onClick={() => miniNavigation.navigate(routePath('photos', { listType: 'all', listAction: 'view' }))}>
            {t('widgets.photoCount', { count: view.count })} ›
          </Text>
        )
      }
    >
      {view.loading ? (
        <View className="photo-tiles layout-four">
          {[0, 1, 2, 3].map((i) => (
            <View key={i} className="photo-tile skeleton" />
          ))}
        </View>
      ) : view.tiles.length === 0 ? (
        <Empty text={t('widgets.photosEmpty')} />
      ) : (
        <View className={`photo-tiles layout-${view.layout}`}>
          {view.tiles.map((tile, i) => (
            <View
              key={tile.id}
              className="photo-tile"
              data-file-id={tile.id}
              onClick={() => tile.diaryId && void dispatch(openWidgetDiary(tile.diaryId, false))}
            >
              <Picture
                className="photo-tile-image"
                src={media.file(tile.file, view.layout === 'one' ? 'wideCover' : view.layout === 'three' && i === 0 ? 'list' : 'cover')}
                mode="aspectFill"
              />
              {tile.isVideo && <Text className="play-icon">▶</Text>}
            </View>
          ))}
        </View>
      )}
    </Card>
  );
}

function FavoritesCard() {
  const t = useT();
  const view = useAppSelector(selectFavoritesWidget);
  const all = view.count > 0 && (
    <Text className="link widget-all-favorites" onClick={() => miniNavigation.navigate(listPath({ listType: 'favorite' }))}>
      {`${t('widgets.allFavorites')} (${view.count})`}
    </Text>
  );
  return (
    <Card name="favorites" title={t('widgets.favorites')} action={all}>
      {view.loading ? <Skeleton rows={2} /> : view.diaries.length === 0 ? <Empty text={t('widgets.favoritesEmpty')} /> : <DiaryCards diaries={view.diaries} />}
    </Card>
  );
}

function WeatherCard() {
  const t = useT();
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectWeatherWidget);
  return (
    <Card name="weather" title={t('widgets.weather')}>
      {view.loading ? (
        <Skeleton rows={2} />
      ) : view.empty ? (
        <Empty text={t('widgets.weatherEmpty')} />
      ) : (
        <View className="weather-chart">
          {view.bars.map((bar) => (
            <View
              key={bar.code}
              className="weather-bar"
              ariaLabel={t('widgets.weatherBar', { name: t(bar.name), count: bar.count })}
              onClick={() => void dispatch(openWeatherList(bar.code))}
            >
              <Text className="weather-bar-count">{bar.count}</Text>
              <View className={`weather-bar-fill${bar.count > 0 ? ' has-count' : ''}`} style={{ height: `${bar.height}px` }} />
              <Text className="weather-bar-icon">{bar.icon}</Text>
            </View>
          ))}
        </View>
      )}
    </Card>
  );
}
