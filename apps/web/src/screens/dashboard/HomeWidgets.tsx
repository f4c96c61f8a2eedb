import {
  openHomeWidgets,
  openWeatherList,
  openWidgetDiary,
  selectHomeWidgets,
  tapWidgetAction,
  type WidgetCard,
  type WidgetDiary,
  type WidgetLayout,
} from '@diary/store';
import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { useMedia } from '../../ui/media';

type CardOf<L extends WidgetLayout> = Extract<WidgetCard, { layout: L }>;

/**
 * The home widgets (seed 2 §2.10), as the store's model says (widgets/home-widgets): each card is drawn
 * by its layout; what it shows and what a tap does are the store's.
 */
export function HomeWidgets() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  const cards = useAppSelector(selectHomeWidgets);
  useEffect(() => {
    if (signedIn) void dispatch(openHomeWidgets());
  }, [dispatch, signedIn]);
  return <div className="home-widgets">{cards.map((card) => LAYOUTS[card.layout](card as never))}</div>;
}

/** One drawing for each layout: a new layout does not compile until it is drawn here. */
const LAYOUTS: { [L in WidgetLayout]: (card: CardOf<L>) => ReactNode } = {
  today: (card) => <TodayCard key={card.name} card={card} />,
  diaries: (card) => (
    <Card key={card.name} card={card}>
      <DiaryCardList diaries={card.diaries} />
    </Card>
  ),
  tiles: (card) => (
    <Card key={card.name} card={card} skeleton={<TileSkeleton />}>
      <PhotoTiles card={card} />
    </Card>
  ),
  chart: (card) => (
    <Card key={card.name} card={card}>
      <WeatherChart card={card} />
    </Card>
  ),
};

function Card({ card, skeleton, children }: { card: WidgetCard; skeleton?: ReactNode; children: ReactNode }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <section className={`widget-card widget-${card.name}`} aria-label={t(card.title)}>
      <header className="widget-head">
        <h2>{t(card.title)}</h2>
        {card.action && (
          <button type="button" className="link" onClick={() => dispatch(tapWidgetAction(card.name))}>
            {translate(card.action.label)}
            {card.action.opens && <span aria-hidden="true"> ›</span>}
          </button>
        )}
      </header>
      {card.loading ? (skeleton ?? <Skeleton rows={2} />) : card.empty ? <p className="widget-empty">{t(card.empty)}</p> : children}
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

const TileSkeleton = () => (
  <div className="photo-tiles layout-four skeleton-tiles" aria-busy="true">
    {[0, 1, 2, 3].map((i) => (
      <span key={i} className="photo-tile" />
    ))}
  </div>
);

function TodayCard({ card }: { card: CardOf<'today'> }) {
  const t = useT();
  return (
    <section className="widget-card widget-today" aria-label={t(card.title)}>
      <div className="today-date">
        <small>
          {t(card.title)} · {card.weekday}
        </small>
        <strong>{card.date}</strong>
      </div>
      {card.weather && (
        <span className="today-weather" title={t(card.weather.name)}>
          <span aria-hidden="true">{card.weather.icon}</span> {t(card.weather.name)}
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
          <span className="widget-diary-text" dir="auto">
            {diary.text.kind === 'content' ? diary.text.text : translate(diary.text.message)}
          </span>
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

function PhotoTiles({ card }: { card: CardOf<'tiles'> }) {
  const dispatch = useAppDispatch();
  const media = useMedia();
  return (
    <div className={`photo-tiles layout-${card.tileLayout}`}>
      {card.tiles.map((tile) => (
        <button
          key={tile.id}
          type="button"
          className="photo-tile"
          data-file-id={tile.id}
          aria-label={translate(tile.label)}
          disabled={!tile.diaryId}
          onClick={() => tile.diaryId && void dispatch(openWidgetDiary(tile.diaryId, false))}
        >
          <img src={media.file(tile.file, tile.size)} alt="" loading="lazy" />
          {tile.isVideo && (
            <span className="play-icon" aria-hidden="true">
              ▶
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

function WeatherChart({ card }: { card: CardOf<'chart'> }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <div className="weather-chart">
      {card.bars.map((bar) => (
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
  );
}
