import { insightsPeriodSchema, message, MOOD_COLOURS, routePath, type InsightsPeriod, type Language, type Message } from '@diary/core';
import { POSTER_DAY_COLOURS, type PosterLine } from '../share/draw-poster';
import type { AppThunk, RootState } from '../store';
import { insightsSlice } from './insights-slice';
import { insightsParts, periodTitle, type InsightsParts, type InsightsPixel, type ShownText } from './insights-screen';

/**
 * The "my year" poster: a period's figures, moods and what stands out, drawn by the share poster's machinery.
 * Places and people are private to the person: they are left out unless the person switches them on.
 */
export interface InsightsPosterShows {
  places: boolean;
  people: boolean;
}

export interface InsightsPoster {
  kind: 'insights';
  title: ShownText;
  totals: { diaries: number; words: number; daysWritten: number; longestStreak: number };
  parts: InsightsParts;
  shows: InsightsPosterShows;
}

/** Its page: /canvas?id={period}&current=insights, with &places=1 and &people=1 when they are shown. */
export function insightsPosterQuery(period: InsightsPeriod, shows: InsightsPosterShows): string {
  return `id=${period}&current=insights${shows.places ? '&places=1' : ''}${shows.people ? '&people=1' : ''}`;
}

/** The poster's target read back from its query's values; nothing for a period that is not one. */
export function insightsPosterTarget(values: {
  id?: string;
  places?: string;
  people?: string;
}): { id: InsightsPeriod; shows: InsightsPosterShows } | undefined {
  const period = insightsPeriodSchema.safeParse(values.id);
  return period.success ? { id: period.data, shows: { places: values.places === '1', people: values.people === '1' } } : undefined;
}

export function insightsPoster(
  state: Pick<RootState, 'insights'>,
  period: InsightsPeriod,
  shows: InsightsPosterShows,
  language: Language,
): InsightsPoster | undefined {
  const insights = state.insights.answers[period];
  if (!insights || insights.diaries === 0) return undefined;
  const totals = { diaries: insights.diaries, words: insights.words, daysWritten: insights.daysWritten, longestStreak: insights.streaks.longest };
  return { kind: 'insights', title: periodTitle(period, language), totals, parts: insightsParts(insights, language), shows };
}

const pixelColour = (pixel: InsightsPixel): string | null =>
  !pixel.day
    ? null
    : pixel.mood
      ? MOOD_COLOURS.light[pixel.mood.colour]!
      : POSTER_DAY_COLOURS[pixel.diaries > 0 ? 'written' : pixel.future ? 'future' : 'blank'];

/** How many standouts and names the poster has room for. */
const POSTER_STANDOUTS = 3;
const POSTER_NAMES = 3;

/** What the "my year" poster says, in the reader's language (`say` translates a message). */
export function insightsPosterWords(
  poster: InsightsPoster,
  say: (text: Message) => string,
): { mark: string; lines: PosterLine[]; pixels?: Array<Array<string | null>> } {
  const text = (shown: ShownText) => (typeof shown === 'string' ? shown : say(shown));
  const { parts, shows, totals } = poster;
  const names = (facet: 'places' | 'people' | 'stories') =>
    (parts.facets.find((view) => view.facet === facet)?.values ?? []).slice(0, POSTER_NAMES).map((value) => text(value.name));
  const shown = (facet: string) => (facet !== 'places' || shows.places) && (facet !== 'people' || shows.people);
  const standouts = parts.standouts.filter((s) => shown(s.facet)).slice(0, POSTER_STANDOUTS);
  const lines: PosterLine[] = [
    { text: say(message('insights.posterTitle', { period: text(poster.title) })), style: 'heading' },
    { text: say(message('insights.posterFigures', { diaries: totals.diaries, words: totals.words, days: totals.daysWritten })), style: 'strong' },
    { text: say(message('insights.posterStreak', { count: totals.longestStreak })), style: 'body' },
    {
      text: parts.moods
        .slice(0, 5)
        .map((mood) => `${mood.emoji} ${mood.diaries}`)
        .join('   '),
      style: 'strong',
    },
    ...standouts.map((s): PosterLine => ({
      text: say(
        message('insights.standout', {
          mood: `${s.mood.emoji} ${s.mood.name}`.trim(),
          value: text(s.value),
          together: s.together,
          total: s.total,
          overall: s.overallPercent,
        }),
      ),
      style: 'body',
      maxLines: 2,
    })),
    {
      text: names('stories')
        .map((name) => `#${name}`)
        .join('  '),
      style: 'muted',
      maxLines: 1,
    },
    { text: shows.people ? names('people').join(' · ') : '', style: 'muted', maxLines: 1 },
    {
      text: shows.places
        ? names('places')
            .map((name) => `📍 ${name}`)
            .join('  ')
        : '',
      style: 'muted',
      maxLines: 1,
    },
  ];
  return {
    mark: parts.moods[0]?.emoji || '📔',
    lines,
    ...(parts.pixels ? { pixels: parts.pixels.rows.map((row) => row.cells.map(pixelColour)) } : {}),
  };
}

/** Switches the places or the people on the "my year" poster on or off. */
export function switchInsightsPosterShows(what: keyof InsightsPosterShows): AppThunk {
  return (dispatch) => {
    dispatch(insightsSlice.actions.posterShowSwitched(what));
  };
}

/** The shown period's "my year" poster, with places and people only when the person switched them on. */
export function openInsightsPoster(): AppThunk {
  return (_dispatch, getState, { platform }) => {
    const { period, posterShows } = getState().insights;
    if (period) platform.navigation.navigate(`${routePath('canvas')}?${insightsPosterQuery(period, posterShows)}`);
  };
}
