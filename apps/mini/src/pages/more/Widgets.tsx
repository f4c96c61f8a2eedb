import { Text, View } from '@tarojs/components';
import { Play } from 'lucide';
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
import { Picture } from '../../ui/Picture';
import { Icon } from '../../ui/Icon';

type CardOf<L extends WidgetLayout> = Extract<WidgetCard, { layout: L }>;

/**
 * The home widgets (seed 2 §2.10), as the store's model says (widgets/home-widgets): each card is drawn
 * by its layout; what it shows and what a tap does are the store's.
 */
export function Widgets() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  const cards = useAppSelector(selectHomeWidgets);
  useEffect(() => {
    if (signedIn) void dispatch(openHomeWidgets());
  }, [dispatch, signedIn]);
  return <View className="widgets">{cards.map((card) => LAYOUTS[card.layout](card as never))}</View>;
}

/** One drawing for each layout: a new layout does not compile until it is drawn here. */
const LAYOUTS: { [L in WidgetLayout]: (card: CardOf<L>) => ReactNode } = {
  today: (card) => <TodayCard key={card.name} card={card} />,
  diaries: (card) => (
    <Card key={card.name} card={card}>
      <DiaryCards diaries={card.diaries} />
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
    <View className={`widget-card widget-${card.name}`}>
      <View className="section-head">
        <Text className="section-title">{t(card.title)}</Text>
        {card.action && (
          <Text className={`link widget-action widget-${card.name}-action`} onClick={() => dispatch(tapWidgetAction(card.name))}>
            {translate(card.action.label) + (card.action.opens ? ' ›' : '')}
          </Text>
        )}
      </View>
      {card.loading ? (skeleton ?? <Skeleton rows={2} />) : card.empty ? <View className="widget-empty muted">{t(card.empty)}</View> : children}
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

const TileSkeleton = () => (
  <View className="photo-tiles layout-four">
    {[0, 1, 2, 3].map((i) => (
      <View key={i} className="photo-tile skeleton" />
    ))}
  </View>
);

function TodayCard({ card }: { card: CardOf<'today'> }) {
  const t = useT();
  return (
    <View className="widget-card widget-today">
      <View className="today-date">
        <Text className="muted">{`${t(card.title)} · ${card.weekday}`}</Text>
        <Text className="today-day">{card.date}</Text>
      </View>
      {card.weather && <Text className="today-weather">{`${card.weather.icon} ${t(card.weather.name)}`}</Text>}
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

function PhotoTiles({ card }: { card: CardOf<'tiles'> }) {
  const dispatch = useAppDispatch();
  const media = useMedia();
  return (
    <View className={`photo-tiles layout-${card.tileLayout}`}>
      {card.tiles.map((tile) => (
        <View
          key={tile.id}
          className="photo-tile"
          data-file-id={tile.id}
          ariaLabel={translate(tile.label)}
          onClick={() => tile.diaryId && void dispatch(openWidgetDiary(tile.diaryId, false))}
        >
          <Picture className="photo-tile-image" src={media.file(tile.file, tile.size)} mode="aspectFill" />
          {tile.isVideo && (
            <View className="play-icon">
              <Icon icon={Play} size={22} />
            </View>
          )}
        </View>
      ))}
    </View>
  );
}

function WeatherChart({ card }: { card: CardOf<'chart'> }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <View className="weather-chart">
      {card.bars.map((bar) => (
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
  );
}
