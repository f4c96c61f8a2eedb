import { archiveMonthKey, calendarDayKey, getInsights, insightsSchema, listPath, type InsightsPeriod } from '@diary/core';
import { openDiaryPage } from '../diary/open-diary-page';
import { isNetworkFailure } from '../outbox/network-failure';
import { INSIGHTS_SHOWN } from '../persist/keys';
import { readLocal, writeLocal } from '../persist/local-data';
import { reloadWhenBackOnline } from '../app/back-online';
import type { AppThunk } from '../store';
import type { InsightsPixel } from './insights-screen';
import { insightsSlice } from './insights-slice';

const actions = insightsSlice.actions;

/** The period's kind: all time, a year or a month. */
export type InsightsPeriodKind = 'all' | 'year' | 'month';

export const periodKind = (period: InsightsPeriod): InsightsPeriodKind => (period === 'all' ? 'all' : period.length === 4 ? 'year' : 'month');

/** The period's insights, asked for again each time (a diary written since changes them); the last answer shows meanwhile. */
export function loadInsights(period: InsightsPeriod): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api, platform }) => {
    // Without a network the answer last loaded on this device shows, when it is this period's.
    if (!getState().insights.answers[period]) {
      const kept = insightsSchema.safeParse(await readLocal(platform.storage, INSIGHTS_SHOWN));
      if (kept.success && kept.data.period === period) dispatch(actions.loaded(kept.data));
    }
    dispatch(actions.loading());
    try {
      const today = calendarDayKey(platform.clock.now());
      const answer = await api.request(getInsights, { period, today });
      dispatch(actions.loaded(answer));
      await writeLocal(platform.storage, INSIGHTS_SHOWN, answer);
    } catch (error) {
      dispatch(actions.failed({ unreachable: isNetworkFailure(error) }));
    }
  };
}

/** Insights that found no network are asked for again when it is back: the screen fills in by itself. */
const reloadWhenOnline = reloadWhenBackOnline(({ insights: { period, unreachable } }) => (period && unreachable ? loadInsights(period) : null));

/** The screen opens on the period last shown, or the year it is. */
export function openInsights(): AppThunk<Promise<void>> {
  return (dispatch, getState, { platform }) => {
    const period = getState().insights.period ?? String(platform.clock.now().getFullYear());
    // The same listener each time: the middleware keeps one.
    dispatch(reloadWhenOnline);
    dispatch(actions.periodChosen(period));
    return dispatch(loadInsights(period));
  };
}

export function chooseInsightsPeriod(period: InsightsPeriod): AppThunk<Promise<void>> {
  return (dispatch) => {
    dispatch(actions.periodChosen(period));
    return dispatch(loadInsights(period));
  };
}

/** All time, the year shown (or the year it is), or a month of it (the month it is in this year, else its last). */
export function chooseInsightsPeriodKind(kind: InsightsPeriodKind): AppThunk<Promise<void>> {
  return (dispatch, getState, { platform }) => {
    const now = platform.clock.now();
    const shown = getState().insights.period ?? 'all';
    const year = shown === 'all' ? now.getFullYear() : Number(shown.slice(0, 4));
    const month = year === now.getFullYear() ? now.getMonth() + 1 : 12;
    const period = kind === 'all' ? 'all' : kind === 'year' ? String(year) : archiveMonthKey(year, month);
    return dispatch(chooseInsightsPeriod(period));
  };
}

/** The period before or after the one shown, of the same kind; none after the present. */
export function stepInsightsPeriod(step: -1 | 1): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    const shown = getState().insights.period;
    if (!shown || shown === 'all') return;
    const next = steppedPeriod(shown, step);
    if (next > currentPeriodOfKind(shown, platform.clock.now())) return;
    await dispatch(chooseInsightsPeriod(next));
  };
}

export function steppedPeriod(period: InsightsPeriod, step: -1 | 1): InsightsPeriod {
  if (period.length === 4) return String(Number(period) + step);
  const [year, month] = period.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + step;
  return archiveMonthKey(Math.floor(index / 12), (index % 12) + 1);
}

/** The year or the month it is now, as a period of the same kind as the one given. */
export const currentPeriodOfKind = (period: InsightsPeriod, now: Date): InsightsPeriod =>
  period.length === 4 ? String(now.getFullYear()) : archiveMonthKey(now.getFullYear(), now.getMonth() + 1);

/** A tapped day of the pixels: its diary when it has one, its month's list when it has more; a blank day opens nothing. */
export function openInsightsDay(pixel: InsightsPixel): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    if (pixel.only) await dispatch(openDiaryPage(pixel.only));
    else if (pixel.diaries > 0)
      platform.navigation.navigate(listPath({ listType: 'archive', year: Number(pixel.day.slice(0, 4)), month: Number(pixel.day.slice(5, 7)) }));
  };
}
