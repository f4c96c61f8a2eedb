import { sameLocalDay } from '../time/calendar';
import { WEATHER_UNSET, type WeatherCode } from './kinds';

/** Choosing the weather that is already chosen clears it. */
export function toggleWeather(current: WeatherCode, chosen: WeatherCode): WeatherCode {
  return chosen === current ? WEATHER_UNSET : chosen;
}

/** A new diary takes today's weather only when it is dated today. */
export function defaultWeatherForNewDiary(diaryDate: Date, now: Date, todayWeather: WeatherCode | null | undefined): WeatherCode {
  return sameLocalDay(diaryDate, now) ? (todayWeather ?? WEATHER_UNSET) : WEATHER_UNSET;
}

/**
 * The weather after the editor's date changes. Existing diaries keep theirs; a new
 * diary moved to another day loses it, and one moved back to today takes today's.
 */
export function weatherAfterDateChange(input: {
  isNew: boolean;
  previousDate: Date;
  nextDate: Date;
  currentWeather: WeatherCode;
  todayWeather: WeatherCode | null | undefined;
  now: Date;
}): WeatherCode {
  if (!input.isNew || sameLocalDay(input.previousDate, input.nextDate)) return input.currentWeather;
  return defaultWeatherForNewDiary(input.nextDate, input.now, input.todayWeather);
}
