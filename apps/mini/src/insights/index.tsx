import { Button, Text, View } from '@tarojs/components';
import {
  chooseInsightsPeriodKind,
  loadInsights,
  openInsights,
  openInsightsDay,
  openInsightsPoster,
  selectInsightsScreen,
  stepInsightsPeriod,
  type InsightsPeriodKind,
  type InsightsPixel,
  type InsightsScreen,
  type ShownText,
} from '@diary/store';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { translate, useT } from '../i18n';
import { Switch } from '../ui/nut';
import { usePageTitle } from '../ui/page-title';
import { Screen } from '../ui/Screen';
import { BarsChart } from './BarsChart';
import './index.css';

const KINDS: ReadonlyArray<{ kind: InsightsPeriodKind; label: 'insights.kindAll' | 'insights.kindYear' | 'insights.kindMonth' }> = [
  { kind: 'year', label: 'insights.kindYear' },
  { kind: 'month', label: 'insights.kindMonth' },
  { kind: 'all', label: 'insights.kindAll' },
];

const shown = (text: ShownText) => (text.kind === 'text' ? text.text : translate(text.message));

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
          {KINDS.map(({ kind, label }) => (
            <View
              key={kind}
              className={screen.kind === kind ? 'segment chosen' : 'segment'}
              ariaRole="tab"
              ariaSelected={screen.kind === kind}
              onClick={() => void dispatch(chooseInsightsPeriodKind(kind))}
            >
              {t(label)}
            </View>
          ))}
        </View>
        <View className="insights-stepper">
          {screen.kind !== 'all' && (
            <View className="step earlier" ariaRole="button" ariaLabel={t('insights.earlier')} onClick={() => void dispatch(stepInsightsPeriod(-1))}>
              ‹
            </View>
          )}
          <Text className="period-title">{shown(screen.title)}</Text>
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
      {screen.state === 'failed' && (
        <View className="center">
          <View className="muted">{t('insights.failed')}</View>
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
  return (
    <View className="insights-body">
      <View className="insights-figures">
        {screen.figures.map((figure) => (
          <View key={figure.label.key} className="insights-card figure">
            <Text className="muted">{translate(figure.label)}</Text>
            <Text className="figure-value">{typeof figure.value === 'string' ? figure.value : translate(figure.value)}</Text>
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
            <View key={`${s.facet}-${s.mood.id}-${shown(s.value)}`} className="standout">
              <View className={`mood-dot mood-${s.mood.colour}`} ariaHidden />
              <Text>
                {t('insights.standout', {
                  mood: `${s.mood.emoji} ${s.mood.name}`.trim(),
                  value: shown(s.value),
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
          {facet.values.map((value) => {
            const withMood = value.moods.reduce((sum, m) => sum + m.diaries, 0);
            const moods = value.moods.map((m) => `${m.mood.emoji} ${m.mood.name} ${m.diaries}`).join(', ');
            return (
              <View key={value.id} className="facet-row" ariaLabel={`${shown(value.name)}: ${value.diaries}. ${moods}`}>
                <View className="facet-name" ariaHidden>
                  {value.icon ? `${value.icon} ` : ''}
                  {shown(value.name)}
                </View>
                <View className="mood-bar" ariaHidden>
                  {value.moods.map((m) => (
                    <View key={m.mood.id} className={`mood-${m.mood.colour}`} style={{ flexGrow: m.diaries }} />
                  ))}
                  {value.diaries > withMood && <View className="no-mood" style={{ flexGrow: value.diaries - withMood }} />}
                </View>
                <View className="facet-count muted" ariaHidden>
                  {value.diaries}
                </View>
              </View>
            );
          })}
        </View>
      ))}
      <PosterMaker />
    </View>
  );
}

function dayLabel(t: ReturnType<typeof useT>, pixel: InsightsPixel, month: boolean): string {
  const name = pixel.mood
    ? t('insights.dayCell', { day: pixel.day, mood: `${pixel.mood.emoji} ${pixel.mood.name}`.trim() })
    : pixel.diaries > 0
      ? t('insights.dayCellWritten', { day: pixel.day, count: pixel.diaries })
      : t('insights.dayCellEmpty', { day: pixel.day });
  return month ? `${Number(pixel.day.slice(8))}, ${name}` : name;
}

/** The year in pixels (twelve rows of days) or the month (weeks from Monday); a written day opens its diaries. */
function Pixels({ rows, month }: { rows: NonNullable<InsightsScreen['pixels']>['rows']; month: boolean }) {
  const t = useT();
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
                ariaLabel={dayLabel(t, cell, month)}
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
function PosterMaker() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [places, setPlaces] = useState(false);
  const [people, setPeople] = useState(false);
  return (
    <View className="insights-card insights-poster">
      <View className="card-title">{t('share.poster')}</View>
      <View className="poster-switch">
        <Text>{t('insights.posterPlaces')}</Text>
        <Switch checked={places} onChange={() => setPlaces(!places)} />
      </View>
      <View className="poster-switch">
        <Text>{t('insights.posterPeople')}</Text>
        <Switch checked={people} onChange={() => setPeople(!people)} />
      </View>
      <Button className="button primary block insights-make-poster" onClick={() => dispatch(openInsightsPoster({ places, people }))}>
        {t('insights.poster')}
      </Button>
    </View>
  );
}
