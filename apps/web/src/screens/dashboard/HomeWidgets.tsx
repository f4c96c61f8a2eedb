import { listPath, type Message } from '@diary/core';
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
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { useMedia } from '../../ui/media';

/**
 * The home widgets (seed 2 §2.10): today, "On this day", photos and videos, favorite diaries and the
 * weather chart. What each card shows is the store's (widgets/widget-views); this only draws it.
 */
export function HomeWidgets() {
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
    <div className="home-widgets">
      <TodayCard />
      <HistoryCard />
      <PhotosCard />
      <FavoritesCard />
      <WeatherCard />
    </div>
  );
}

function Card({ name, title, action, children }: { name: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={`widget-card widget-${name}`} aria-label={title}>
      <header className="widget-head">
        <h2>{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}

function Skeleton({ rows }: { rows: number }) {
  return (
    <div className="widget-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="skeleton-line" />
      ))}
    </div>
  );
}

function TodayCard() {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  // The label is taken at mount and again when the language changes.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setNow(new Date()), [language]);
  const today = useAppSelector((s) => selectTodayWidget(s, now));
  return (
    <section className="widget-card widget-today" aria-label={t('widgets.today')}>
      <div className="today-date">
        <small>
          {t('widgets.today')} · {today.weekday}
        </small>
        <strong>{today.date}</strong>
      </div>
      {today.weather && (
        <span className="today-weather" title={t(today.weather.name)}>
          <span aria-hidden="true">{today.weather.icon}</span> {t(today.weather.name)}
        </span>
      )}
    </section>
  );
}

function DiaryCardRow({ diary }: { diary: WidgetDiary }) {
  const dispatch = useAppDispatch();
  const media = useMedia();
  return (
    <li>
      <button type="button" className="widget-diary" data-diary-id={diary.id} onClick={() => void dispatch(openWidgetDiary(diary.id, diary.privateStatus))}>
        <span className="widget-diary-body">
          <span className="widget-diary-meta">
            {diary.age && <strong>{translate(diary.age)}</strong>}
            <span>{diary.date}</span>
            {diary.status && <span>{diary.status}</span>}
          </span>
          <span className="widget-diary-text">{diary.text.kind === 'content' ? diary.text.text : translate(diary.text.message)}</span>
        </span>
        {diary.cover && <img className="widget-diary-cover" src={media.cover(diary.cover, 'small')} alt="" loading="lazy" />}
      </button>
    </li>
  );
}

function DiaryCardList({ diaries }: { diaries: WidgetDiary[] }) {
  return (
    <ul className="widget-diaries">
      {diaries.map((diary) => (
        <DiaryCardRow key={diary.id} diary={diary} />
      ))}
    </ul>
  );
}

const Empty = ({ text }: { text: string }) => <p className="widget-empty">{text}</p>;

function HistoryCard() {
  const t = useT();
  const dispatch = useAppDispatch();
  const now = useMemo(() => new Date(), []);
  const view = useAppSelector((s) => selectHistoryWidget(s, now));
  const toggle: Message | null = view.toggle;
  return (
    <Card
      name="history"
      title={t('widgets.onThisDay')}
      action={
        toggle && (
          <button type="button" className="link" onClick={() => dispatch(historyExpandedToggled())}>
            {translate(toggle)}
          </button>
        )
      }
    >
      {view.loading ? <Skeleton rows={2} /> : view.diaries.length === 0 ? <Empty text={t('widgets.historyEmpty')} /> : <DiaryCardList diaries={view.diaries} />}
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
      action={view.count > 0 && <span className="widget-count">{t('widgets.photoCount', { count: view.count })}</span>}
    >
      {view.loading ? (
        <div className="photo-tiles layout-four skeleton-tiles" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="photo-tile" />
          ))}
        </div>
      ) : view.tiles.length === 0 ? (
        <Empty text={t('widgets.photosEmpty')} />
      ) : (
        <div className={`photo-tiles layout-${view.layout}`}>
          {view.tiles.map((tile, i) => (
            <button
              key={tile.id}
              type="button"
              className="photo-tile"
              data-file-id={tile.id}
              aria-label={t(tile.isVideo ? 'widgets.videoTile' : 'widgets.photoTile', { index: i + 1, count: view.tiles.length })}
              disabled={!tile.diaryId}
              onClick={() => tile.diaryId && void dispatch(openWidgetDiary(tile.diaryId, false))}
            >
              <img
                src={media.file(tile.file, view.layout === 'one' ? 'wideCover' : view.layout === 'three' && i === 0 ? 'list' : 'cover')}
                alt=""
                loading="lazy"
              />
              {tile.isVideo && (
                <span className="play-icon" aria-label="video">
                  ▶
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}

function FavoritesCard() {
  const t = useT();
  const view = useAppSelector(selectFavoritesWidget);
  return (
    <Card
      name="favorites"
      title={t('widgets.favorites')}
      action={
        view.count > 0 && (
          <button type="button" className="link" onClick={() => webNavigation.navigate(listPath({ listType: 'favorite' }))}>
            {t('widgets.allFavorites')} ({view.count})
          </button>
        )
      }
    >
      {view.loading ? (
        <Skeleton rows={2} />
      ) : view.diaries.length === 0 ? (
        <Empty text={t('widgets.favoritesEmpty')} />
      ) : (
        <DiaryCardList diaries={view.diaries} />
      )}
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
        <div className="weather-chart">
          {view.bars.map((bar) => (
            <button
              key={bar.code}
              type="button"
              className="weather-bar"
              aria-label={t('widgets.weatherBar', { name: t(bar.name), count: bar.count })}
              title={t(bar.name)}
              onClick={() => void dispatch(openWeatherList(bar.code))}
            >
              <span className="weather-bar-count">{bar.count}</span>
              <span className={`weather-bar-fill${bar.count > 0 ? ' has-count' : ''}`} style={{ height: bar.height }} />
              <span className="weather-bar-icon" aria-hidden="true">
                {bar.icon}
              </span>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}
