import { Button, Text, View } from '@tarojs/components';
import { moodColourTokens } from '@diary/core';
import {
  chooseInsightsPeriodKind,
  loadInsights,
  openInsights,
  openInsightsDay,
  openInsightsPoster,
  selectInsightsScreen,
  stepInsightsPeriod,
  switchInsightsPosterShows,
  type InsightsScreen,
} from '@diary/store';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { translate, useT } from '../i18n';
import { Switch } from '../ui/nut';
import { usePageTitle } from '../ui/page-title';
import { Screen, useDark } from '../ui/Screen';
import { BarsChart } from './BarsChart';
import './index.css';

/**
 * Insights: what the person's diaries say about a year, a month or all time, as the store's model says
 * (insights/insights-screen) — the web app draws the same.
 */
export default function InsightsPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectInsightsScreen);
  usePageTitle('insights.title');
  useEffect(() => void dispatch(openInsights()), [dispatch]);
  return (
    <Screen className="insights-page">
      <View className="insights-period">
        <View className="segmented" ariaRole="tablist" ariaLabel={t('insights.periodKind')}>
          {screen.kinds.map(({ kind, label, chosen }) => (
            <View
              key={kind}
              className={chosen ? 'segment chosen' : 'segment'}
              ariaRole="tab"
              ariaSelected={chosen}
              onClick={() => void dispatch(chooseInsightsPeriodKind(kind))}
            >
              {translate(label)}
            </View>
          ))}
        </View>
        <View className="insights-stepper">
          {screen.kind !== 'all' && (
            <View className="step earlier" ariaRole="button" ariaLabel={t('insights.earlier')} onClick={() => void dispatch(stepInsightsPeriod(-1))}>
              ‹
            </View>
          )}
          <Text className="period-title">{translate(screen.title)}</Text>
          {screen.kind !== 'all' && (
            <View
              className={screen.canStepLater ? 'step later' : 'step later disabled'}
              ariaRole="button"
              ariaLabel={t('insights.later')}
              onClick={() => void dispatch(stepInsightsPeriod(1))}
            >
              ›
            </View>
          )}
        </View>
      </View>
      {screen.state === 'loading' && (
        <View className="insights-skeleton">
          <View className="skeleton insights-card tall" />
          <View className="skeleton insights-card tall" />
        </View>
      )}
      {screen.failure && (
        <View className="center">
          <View className="muted">{translate(screen.failure)}</View>
          <Button className="button" onClick={() => screen.period && void dispatch(loadInsights(screen.period))}>
            {t('insights.retry')}
          </Button>
        </View>
      )}
      {screen.state === 'empty' && <View className="center muted insights-empty">{t('insights.empty')}</View>}
      {screen.state === 'ready' && <Ready screen={screen} />}
    </Screen>
  );
}

function Ready({ screen }: { screen: InsightsScreen }) {
  const t = useT();
  const dark = useDark();
  return (
    <View className="insights-body" style={moodColourTokens(dark ? 'dark' : 'light')}>
      <View className="insights-figures">
        {screen.figures.map((figure) => (
          <View key={figure.label.key} className="insights-card figure">
            <Text className="muted">{translate(figure.label)}</Text>
            <Text className="figure-value">{translate(figure.value)}</Text>
          </View>
        ))}
      </View>
      {screen.pixels && (
        <View className="insights-card">
          <View className="card-title">{translate(screen.pixels.title)}</View>
          <Pixels rows={screen.pixels.rows} month={screen.kind === 'month'} />
          <MoodKey screen={screen} />
        </View>
      )}
      {screen.kind !== 'month' && (
        <View className="insights-card">
          <View className="card-title">{t('insights.perMonth')}</View>
          <BarsChart id="insights-months" bars={screen.months} caption={t('insights.perMonth')} />
        </View>
      )}
      <View className="insights-card">
        <View className="card-title">{t('insights.perWeekday')}</View>
        <BarsChart id="insights-weekdays" bars={screen.weekdays} caption={t('insights.perWeekday')} />
      </View>
      {!screen.pixels && screen.moods.length > 0 && (
        <View className="insights-card">
          <View className="card-title">{t('insights.moods')}</View>
          <MoodKey screen={screen} />
        </View>
      )}
      {screen.standouts.length > 0 && (
        <View className="insights-card insights-standouts">
          <View className="card-title">{t('insights.standouts')}</View>
          {screen.standouts.map((s) => (
            <View key={`${s.facet}-${s.mood.id}-${translate(s.value)}`} className="standout">
              <View className={`mood-dot mood-${s.mood.colour}`} ariaHidden />
              <Text>
                {t('insights.standout', {
                  mood: `${s.mood.emoji} ${s.mood.name}`.trim(),
                  value: translate(s.value),
                  together: s.together,
                  total: s.total,
                  overall: s.overallPercent,
                })}
              </Text>
            </View>
          ))}
          <View className="muted">{t('insights.standoutRule')}</View>
        </View>
      )}
      {screen.facets.map((facet) => (
        <View key={facet.facet} className={`insights-card facet facet-${facet.facet}`}>
          <View className="card-title">{translate(facet.title)}</View>
          {facet.values.map((value) => (
            <View key={value.id} className="facet-row" ariaLabel={`${translate(value.name)}: ${value.diaries}. ${value.moodsText}`}>
              <View className="facet-name" ariaHidden>
                {value.icon ? `${value.icon} ` : ''}
                {translate(value.name)}
              </View>
              <View className="mood-bar" ariaHidden>
                {value.moods.map((m) => (
                  <View key={m.mood.id} className={`mood-${m.mood.colour}`} style={{ flexGrow: m.diaries }} />
                ))}
                {value.withoutMood > 0 && <View className="no-mood" style={{ flexGrow: value.withoutMood }} />}
              </View>
              <View className="facet-count muted" ariaHidden>
                {value.diaries}
              </View>
            </View>
          ))}
        </View>
      ))}
      <PosterMaker shows={screen.posterShows} />
    </View>
  );
}

/** The year in pixels (twelve rows of days) or the month (weeks from Monday); a written day opens its diaries. */
function Pixels({ rows, month }: { rows: NonNullable<InsightsScreen['pixels']>['rows']; month: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <View className={month ? 'pixels month' : 'pixels year'}>
      {rows.map((row, r) => (
        <View key={r} className="pixel-row">
          {row.label && (
            <View className="pixel-label" ariaHidden>
              {row.label}
            </View>
          )}
          {row.cells.map((cell, c) =>
            cell.day ? (
              <View
                key={cell.day}
                className={['pixel', cell.mood ? `mood-${cell.mood.colour}` : cell.diaries > 0 ? 'written' : '', cell.future ? 'future' : ''].join(' ')}
                data-day={cell.day}
                ariaRole={cell.diaries > 0 ? 'button' : undefined}
                ariaLabel={month ? `${Number(cell.day.slice(8))}, ${translate(cell.label)}` : translate(cell.label)}
                onClick={() => void dispatch(openInsightsDay(cell))}
              >
                {month ? String(Number(cell.day.slice(8))) : ''}
              </View>
            ) : (
              <View key={`blank-${c}`} className="pixel blank" ariaHidden />
            ),
          )}
        </View>
      ))}
    </View>
  );
}

function MoodKey({ screen }: { screen: InsightsScreen }) {
  const t = useT();
  return (
    <View className="mood-key">
      {screen.moods.map((mood) => (
        <View key={mood.id} className="mood-key-item">
          <View className={`key-dot mood-${mood.colour}`} ariaHidden />
          <Text>{`${mood.emoji} ${mood.name} ${mood.diaries}`}</Text>
        </View>
      ))}
      <View className="mood-key-item">
        <View className="key-dot written" ariaHidden />
        <Text>{t('insights.noMood')}</Text>
      </View>
    </View>
  );
}

/** The "my year" poster: places and people stay off it unless switched on. */
function PosterMaker({ shows }: { shows: InsightsScreen['posterShows'] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <View className="insights-card insights-poster">
      <View className="card-title">{t('share.poster')}</View>
      <View className="poster-switch">
        <Text>{t('insights.posterPlaces')}</Text>
        <Switch checked={shows.places} onChange={() => dispatch(switchInsightsPosterShows('places'))} />
      </View>
      <View className="poster-switch">
        <Text>{t('insights.posterPeople')}</Text>
        <Switch checked={shows.people} onChange={() => dispatch(switchInsightsPosterShows('people'))} />
      </View>
      <Button className="button primary block insights-make-poster" onClick={() => dispatch(openInsightsPoster())}>
        {t('insights.poster')}
      </Button>
    </View>
  );
}
