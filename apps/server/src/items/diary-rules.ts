import {
  archiveMonthKey,
  isEmptyDiary,
  MAX_VIDEOS_PER_DIARY,
  monthDayKeyOf,
  normalizeDiaryText,
  validateVideoDuration,
  wallClockIn,
  type WireDate,
} from '@diary/core';
import { fail } from '../errors/api-failure';

const dateOf = (reading: Date) => ({ year: reading.getFullYear(), month: reading.getMonth() + 1, day: reading.getDate() });

/** The calendar date of a moment on a clock in a zone the server knows (its own, checked as it starts, or one it checked). */
export function localDate(date: Date, timeZone: string): { year: number; month: number; day: number } {
  const reading = wallClockIn(date, timeZone);
  if (!reading) throw new RangeError(`unknown time zone ${timeZone}`);
  return dateOf(reading);
}

/** The calendar date of a diary's moment by the clock it was written by: its own zone when known here, else the server's. */
export function writersDate(moment: Date, zones: { diary?: unknown; server: string }): { year: number; month: number; day: number } {
  const written = typeof zones.diary === 'string' ? wallClockIn(moment, zones.diary) : undefined;
  return written ? dateOf(written) : localDate(moment, zones.server);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The diary's month and day ("on this day") and the month of its archive, in the writer's
 * own calendar. The client says the month and day (it knows its time zone); the server checks
 * that they are within a day of the moment, and takes the year from it. Without one, the
 * diary's own zone decides when this server knows it, else the server's configured one.
 */
export function diaryCalendar(
  datetime: WireDate,
  todayonhistory: string | undefined,
  zones: { diary?: string | undefined; server: string },
): { todayonhistory: string; archiveMonth: string } {
  const moment = new Date(datetime.iso);
  if (todayonhistory === undefined) {
    const local = writersDate(moment, zones);
    return { todayonhistory: monthDayKeyOf(local.month, local.day), archiveMonth: archiveMonthKey(local.year, local.month) };
  }
  // Local time is at most 14 hours from UTC, so the local day is the UTC day or one either side.
  for (const offset of [0, -DAY_MS, DAY_MS]) {
    const day = new Date(moment.getTime() + offset);
    if (monthDayKeyOf(day.getUTCMonth() + 1, day.getUTCDate()) === todayonhistory) {
      return { todayonhistory, archiveMonth: archiveMonthKey(day.getUTCFullYear(), day.getUTCMonth() + 1) };
    }
  }
  return fail('invalidRequest', 'todayonhistory must be the month and day of datetime in the writer’s time zone');
}

/**
 * Titles and content may arrive unicode-escaped (the marker of packages/core); they are kept
 * as plain text so that keyword search sees what the person wrote. Trailing line breaks go.
 */
export function plainText(value: string | undefined): string | undefined {
  return value === undefined ? undefined : normalizeDiaryText(value);
}

/** "Can not be empty": a diary needs some text or at least one photo or video. */
export function assertNotEmpty(content: string, galleryCount: number): void {
  if (isEmptyDiary(content, galleryCount)) fail('invalidRequest', 'Can not be empty: a diary needs text or a photo or video');
}

/** Up to 15 photos or videos with at most one video, and a video of 3 to 30 seconds (when its length is known). */
export function assertGalleryRules(files: Array<{ kind: string; duration: number | null }>): void {
  const videos = files.filter((f) => f.kind.startsWith('video/'));
  if (videos.length > MAX_VIDEOS_PER_DIARY) fail('videoLimit', `A diary holds at most ${MAX_VIDEOS_PER_DIARY} video`);
  for (const video of videos) {
    if (video.duration === null) continue;
    const problem = validateVideoDuration(video.duration);
    if (problem) fail(problem.error, 'A video is 3 to 30 seconds long');
  }
}
