import dayjs from 'dayjs';
import { dayjsLocale, type Language } from '../i18n/languages';
import { isDiaryCensorPassed, isFileNotPassed, type CensorResult } from '../media/censor';
import { fileTypeFromKind, type FileType } from '../media/file-type';
import { bareFilename } from '../media/media-url';
import { dayKey, monthKey, writersClock } from '../time/calendar';
import { decodeDate } from '../wire/date';
import { pointerId } from '../wire/pointer';
import { decodeUnicodeEscape } from '../wire/unicode-escape';
import type { DiaryRecord } from './diary';

/** A diary's file as the lists, detail and editor use it. */
export interface DiaryFile {
  id: string;
  filename: string;
  kind: string;
  fileType: FileType | undefined;
  duration?: number;
  width?: number;
  height?: number;
  imageAveRGB?: unknown;
  /** Failed the content check: a placeholder is shown instead. */
  notPassed: boolean;
  /** A photo still only on this device (its diary waits to sync): shown from there. */
  localUrl?: string;
}

export interface NamedRef {
  id: string;
  name: string;
}

/** A diary as both clients show it: decoded texts, resolved references and derived fields. */
export interface Diary {
  id: string;
  title: string;
  content: string;
  /** The moment it was written. */
  datetime: Date;
  datetimeISO: string;
  /** What the writer's clock read then (its zone's day and time, as local fields): every date and time shown of it. */
  writtenAt: Date;
  updateTimeStamp: number;
  gallery: DiaryFile[];
  cover: string | null;
  weather: number;
  favorite: boolean;
  privateStatus: boolean;
  hiddenStatus: boolean;
  sharedStatus: number;
  sharedDatetime: Date | undefined;
  location: NamedRef[];
  people: NamedRef[];
  tag: NamedRef[];
  status: (NamedRef & { emoji?: string; unicode?: string }) | null;
  todayonhistory: string;
  authorName: string | undefined;
  /** YYYYMMDD, by the writer's clock. */
  day: string;
  /** YYYYMM, by the writer's clock. */
  month: string;
  /** The date in the language's long form, e.g. 2026年11月21日 or Nov 21, 2026. */
  displayDate: string;
  /** HH:mm. */
  timeOfDay: string;
  /** Two-digit day of the month. */
  dayOfMonth: string;
  /** Short weekday name in the language. */
  dayOfWeek: string;
  /** The gallery holds a video. */
  videoStatus: boolean;
  /** False when any part of the diary failed the content check. */
  censorResultPassed: boolean;
}

export const DISPLAY_DATE_FORMATS: Record<Language, string> = {
  zh: 'YYYY年M月D日',
  en: 'MMM D, YYYY',
  ar: 'D MMMM YYYY',
};

/** A date and time in the language's long form ("2026年11月28日 09:26"): until when a share link works. */
export function displayDateTime(date: Date, language: Language): string {
  const local = dayjs(date).locale(dayjsLocale(language));
  return `${local.format(DISPLAY_DATE_FORMATS[language])} ${local.format('HH:mm')}`;
}

/** A date in the language's long form and its short weekday (the today widget, the rows). */
export function displayDay(date: Date, language: Language): { date: string; weekday: string } {
  const local = dayjs(date).locale(dayjsLocale(language));
  return { date: local.format(DISPLAY_DATE_FORMATS[language]), weekday: local.format('ddd') };
}

/** A calendar day ("2026-11-20") in the language's long form: its noon where the reader is, so the day itself whatever the zone. */
export function displayCalendarDay(day: string, language: Language): string {
  return displayDay(new Date(`${day}T12:00:00`), language).date;
}

/**
 * A diary page's headline (the detail, as Day One heads an entry): the date in the language's long form, and under it
 * the weekday in full with the time ("Saturday · 00:30", "星期六 · 00:30").
 */
export function diaryDateline(date: Date, language: Language): { date: string; weekdayTime: string } {
  const local = dayjs(date).locale(dayjsLocale(language));
  return { date: local.format(DISPLAY_DATE_FORMATS[language]), weekdayTime: `${local.format('dddd')} · ${local.format('HH:mm')}` };
}

function named(value: unknown): NamedRef | undefined {
  const id = pointerId(value);
  if (!id) return undefined;
  const name = (value as { name?: unknown }).name;
  return { id, name: typeof name === 'string' ? name : '' };
}

function toDiaryFile(value: unknown): DiaryFile | undefined {
  const id = pointerId(value);
  if (!id) return undefined;
  const file = value as {
    filename?: string;
    kind?: string;
    duration?: number;
    dimensions?: [number, number];
    imageAveRGB?: unknown;
    censorResult?: CensorResult | null;
    localUrl?: string;
  };
  return {
    id,
    filename: file.filename ?? '',
    kind: file.kind ?? '',
    fileType: fileTypeFromKind(file.kind),
    duration: file.duration,
    width: file.dimensions?.[0],
    height: file.dimensions?.[1],
    imageAveRGB: file.imageAveRGB,
    notPassed: isFileNotPassed(file.censorResult),
    ...(file.localUrl ? { localUrl: file.localUrl } : {}),
  };
}

/** Derives the client's diary from a wire record, in a language (which only affects display texts). */
export function toDiary(record: DiaryRecord, language: Language): Diary {
  const datetime = decodeDate(record.datetime) ?? new Date(0);
  // A diary written before it kept its zone, or in a zone this engine does not know, is shown by the reader's clock.
  const writtenAt = writersClock(datetime, record.timeZone);
  const local = dayjs(writtenAt).locale(dayjsLocale(language));
  const shown = displayDay(writtenAt, language);
  const gallery = (record.gallery ?? []).map(toDiaryFile).filter((f): f is DiaryFile => !!f);
  const status = record.status ? named(record.status) : undefined;
  const statusFields = (record.status ?? {}) as { emoji?: string; unicode?: string };
  const updatedAt = record.updatedAt ? new Date(record.updatedAt).getTime() : datetime.getTime();
  const author = record.user as { nicename?: string } | undefined;
  return {
    id: record.objectId,
    title: decodeUnicodeEscape(record.title ?? ''),
    content: decodeUnicodeEscape(record.content ?? ''),
    datetime,
    datetimeISO: datetime.toISOString(),
    writtenAt,
    updateTimeStamp: updatedAt,
    gallery,
    cover: record.cover ?? null,
    weather: record.weather ?? 0,
    favorite: record.favorite ?? false,
    privateStatus: record.privateStatus ?? false,
    hiddenStatus: record.hiddenStatus ?? false,
    sharedStatus: record.sharedStatus ?? 0,
    sharedDatetime: decodeDate(record.sharedDatetime ?? undefined),
    location: (record.location ?? []).map(named).filter((r): r is NamedRef => !!r),
    people: (record.people ?? []).map(named).filter((r): r is NamedRef => !!r),
    tag: (record.tag ?? []).map(named).filter((r): r is NamedRef => !!r),
    status: status ? { ...status, emoji: statusFields.emoji, unicode: statusFields.unicode } : null,
    todayonhistory: record.todayonhistory ?? local.format('MMDD'),
    authorName: author?.nicename,
    day: dayKey(writtenAt),
    month: monthKey(writtenAt),
    displayDate: shown.date,
    timeOfDay: local.format('HH:mm'),
    dayOfMonth: local.format('DD'),
    dayOfWeek: shown.weekday,
    videoStatus: gallery.some((file) => file.fileType === 'video'),
    censorResultPassed: record.censorResultPassed ?? isDiaryCensorPassed(record.censorResult),
  };
}

/**
 * The text a list row shows: "Hidden content" for a private diary, the sensitive-content notice
 * for one that failed the check, else the content, else "(N photos)", else "empty content".
 */
export function diaryRowText(
  diary: Pick<Diary, 'content' | 'gallery'> & Partial<Pick<Diary, 'privateStatus' | 'censorResultPassed'>>,
):
  | { kind: 'content'; text: string }
  | { kind: 'photos'; key: 'list.photosFallback'; count: number }
  | { kind: 'empty'; key: 'list.emptyContent' }
  | { kind: 'hidden'; key: 'list.hiddenContent' }
  | { kind: 'sensitive'; key: 'errors.sensitiveContent' } {
  if (diary.privateStatus) return { kind: 'hidden', key: 'list.hiddenContent' };
  if (diary.censorResultPassed === false) return { kind: 'sensitive', key: 'errors.sensitiveContent' };
  if (diary.content.trim() !== '') return { kind: 'content', text: diary.content };
  if (diary.gallery.length > 0) return { kind: 'photos', key: 'list.photosFallback', count: diary.gallery.length };
  return { kind: 'empty', key: 'list.emptyContent' };
}

/** The title a list row shows in bold above its lines, or null: none written, or the content is hidden (private, failed review). */
export function diaryRowTitle(diary: Pick<Diary, 'title'> & Partial<Pick<Diary, 'privateStatus' | 'censorResultPassed'>>): string | null {
  if (diary.privateStatus || diary.censorResultPassed === false) return null;
  return diary.title.trim() || null;
}

/** The file a list row pictures: the chosen cover, else the first file. */
export function diaryCoverFile(diary: Pick<Diary, 'gallery' | 'cover'>): DiaryFile | undefined {
  return diary.gallery.find((file) => file.filename === (diary.cover ? bareFilename(diary.cover) : undefined)) ?? diary.gallery[0];
}

/** Videos first, then the other files, in the gallery swiper. */
export function galleryForSwiper(gallery: readonly DiaryFile[]): DiaryFile[] {
  return [...gallery.filter((f) => f.fileType === 'video'), ...gallery.filter((f) => f.fileType !== 'video')];
}
