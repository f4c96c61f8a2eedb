import {
  coverShown,
  type CoveredRecord,
  diaryCoverFile,
  isShareLive,
  message,
  routePath,
  SHARE_KINDS,
  shareLink,
  toDiary,
  type ArchiveRecord,
  type Crop,
  type DiaryFile,
  type DiaryListSelector,
  type Language,
  type mediaUrls,
  type ListOwnerClass,
  type Message,
  type ShareKind,
  type WeatherRecord,
} from '@diary/core';
import { loadDiary } from '../diary/diary-actions';
import { loadCollectionsWhenEmpty } from '../items/collections';
import type { CollectionName } from '../items/items-slice';
import { listHeading } from '../lists/list-heading';
import type { AppThunk, RootState } from '../store';
import { createSelector } from '@reduxjs/toolkit';
import { insightsPoster, insightsPosterTarget, insightsPosterWords, type InsightsPoster, type InsightsPosterShows } from '../insights/insights-poster';
import { loadInsights } from '../insights/insights';
import type { PosterDrawing, PosterLine } from './draw-poster';
import { changeShare, shareable } from './share';

// Seed 1 §2.12: the share poster at /canvas with the query `id` and `current`. `id` is the shared
// record's id (the same id as in its share link) and `current` is what is shared: `diary`, or the
// kind of list (archive, location, people, tag, status, weather), since a list's owner and a
// diary cannot be told apart by their ids.

/** How much of a diary's text its poster quotes, in characters. */
export const POSTER_EXCERPT_LENGTH = 90;

/** The poster's page for a diary or a list. */
export function posterPath(kind: ShareKind, id: string): string {
  return `${routePath('canvas')}?id=${encodeURIComponent(id)}&current=${kind}`;
}

/** The query's values by name (the mini program has no URLSearchParams). */
function queryValues(query: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const pair of query.replace(/^\?/, '').split('&')) {
    const [name = '', value = ''] = pair.split('=');
    try {
      if (name) values[decodeURIComponent(name)] = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      // A broken escape names nothing.
    }
  }
  return values;
}

/**
 * What the poster's page is for, read back from its query (`?id=…&current=…`): a shared thing, or a period's insights
 * ("my year", `current=insights`); nothing for a query that names neither.
 */
export type PosterTarget = { kind: ShareKind; id: string } | { kind: 'insights'; id: string; shows: InsightsPosterShows };
export type PosterKind = PosterTarget['kind'];

export function posterTarget(query: string): PosterTarget | undefined {
  return posterTargetOf(queryValues(query));
}

/** The same from the query's values as a router gives them (the mini program's page parameters). */
export function posterTargetOf(values: { id?: string; current?: string; places?: string; people?: string }): PosterTarget | undefined {
  const { id, current } = values;
  if (current === 'insights') {
    const insights = insightsPosterTarget(values);
    return insights && { kind: 'insights', ...insights };
  }
  return id && current && (SHARE_KINDS as readonly string[]).includes(current) ? { kind: current as ShareKind, id } : undefined;
}

/** A diary's poster: its picture, when it was written, how it felt, the start of its text and where. */
export interface DiaryPoster {
  kind: 'diary';
  /** The diary's cover, else its first file (a video gives its poster frame). */
  picture?: DiaryFile;
  title: string;
  date: string;
  time: string;
  status?: { emoji: string; name: string };
  /** The start of the text, or what stands instead of it (encrypted, failed the content check). */
  excerpt: string | Message;
  places: string[];
}

/** A list's poster: its cover, title (and icon), summary and how many diaries it holds. */
export interface ListPoster {
  kind: ListOwnerClass;
  cover?: { filename: string; crop?: Crop | null };
  title: string | Message;
  icon: string;
  summary?: string;
  count: number;
}

export type Poster = DiaryPoster | ListPoster | InsightsPoster;

/** The start of a text at most `length` characters long (whole characters, not UTF-16 halves), marked when cut. */
export function excerptOf(text: string, length = POSTER_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  // A cut ends on a word, not on the space or the comma after it.
  return characters.length <= length
    ? flat
    : `${characters
        .slice(0, length - 1)
        .join('')
        .replace(/[\s,;:，、；：]+$/u, '')}…`;
}

/** The selector of the list a shared record owns (a month by year and month, a weather by code, the rest by id). */
function ownerSelector(kind: ListOwnerClass, record: { objectId: string }): DiaryListSelector {
  if (kind === 'archive') return { listType: 'archive', year: (record as ArchiveRecord).year, month: (record as ArchiveRecord).month };
  if (kind === 'weather') return { listType: 'weather', code: (record as WeatherRecord).code };
  return { listType: kind, id: record.objectId };
}

/** What a poster is drawn from: the diary's detail, the lists' owners, the user (the favorite and all lists' covers), insights and the language. */
export type PosterSources = Pick<RootState, 'detail' | 'items' | 'session' | 'app' | 'insights'>;

function diaryPoster(state: PosterSources, id: string, language: Language): DiaryPoster | undefined {
  const record = state.detail.byId[id];
  if (!record) return undefined;
  const diary = toDiary(record, language);
  // An encrypted diary or one that failed the content check shows neither its text nor its photos to anyone else.
  const withheld = diary.privateStatus ? message('list.hiddenContent') : !diary.censorResultPassed ? message('errors.sensitiveContent') : undefined;
  const picture = withheld ? undefined : diaryCoverFile(diary);
  return {
    kind: 'diary',
    ...(picture && !picture.notPassed ? { picture } : {}),
    title: withheld ? '' : diary.title,
    date: `${diary.displayDate} ${diary.dayOfWeek}`,
    time: diary.timeOfDay,
    ...(diary.status ? { status: { emoji: diary.status.emoji ?? '', name: diary.status.name } } : {}),
    excerpt: withheld ?? excerptOf(diary.content),
    places: diary.location.map((place) => place.name).filter(Boolean),
  };
}

function listPoster(state: PosterSources, kind: ListOwnerClass, id: string, language: Language): ListPoster | undefined {
  const record = (state.items[kind as CollectionName] as Array<{ objectId: string; count?: number | null; crop?: Crop | null }>).find((r) => r.objectId === id);
  if (!record) return undefined;
  const heading = listHeading(state.items, language, ownerSelector(kind, record), state.session.user);
  // A month, a place or a story without a cover of its own shows its newest diary's photo, as its card does.
  const shown = coverShown(record as CoveredRecord);
  const cover = shown
    ? { filename: shown.key, crop: shown.crop ?? null }
    : heading.cover
      ? { filename: heading.cover.key, crop: heading.cover.crop }
      : undefined;
  return {
    kind,
    ...(cover ? { cover } : {}),
    title: heading.title,
    icon: heading.icon,
    ...(heading.summary ? { summary: heading.summary } : {}),
    count: record.count ?? 0,
  };
}

const NOTHING_PRIVATE: InsightsPosterShows = { places: false, people: false };

/** What the poster of a diary, a list or a period's insights shows, from what is loaded. */
export function posterOf(state: PosterSources, kind: PosterKind, id: string, shows = NOTHING_PRIVATE): Poster | undefined {
  const language = state.app.preferences.language;
  if (kind === 'insights') return insightsPoster(state, id, shows, language);
  return kind === 'diary' ? diaryPoster(state, id, language) : listPoster(state, kind, id, language);
}

/** The poster a page shows for its target (posterTarget of its query), worked out again only when what it draws on changes. */
export const selectPoster = createSelector(
  [
    (state: RootState) => state.detail,
    (state: RootState) => state.items,
    (state: RootState) => state.session,
    (state: RootState) => state.app,
    (state: RootState) => state.insights,
    (_state: RootState, target: PosterTarget | undefined) => target,
  ],
  (detail, items, session, app, insights, target) =>
    target ? posterOf({ detail, items, session, app, insights }, target.kind, target.id, target.kind === 'insights' ? target.shows : undefined) : undefined,
);

/**
 * Gets a poster ready: loads the diary or the lists of its kind when they are not loaded, and
 * turns the share on when it is not live (as the share sheet's switch does), since the poster's
 * code must open something. Resolves with the share link, or nothing when there is nothing to
 * share (gone, or a list with no diaries: the toast says so). A period's insights are shared by
 * no link: their poster's code opens the product.
 */
export function preparePoster(kind: PosterKind, id: string): AppThunk<Promise<string | undefined>> {
  return async (dispatch, getState, { options, platform }) => {
    if (kind === 'insights') {
      if (!getState().insights.answers[id]) await dispatch(loadInsights(id));
      return getState().insights.answers[id]?.diaries ? options.siteUrl : undefined;
    }
    try {
      if (kind === 'diary' && !getState().detail.byId[id]) await dispatch(loadDiary(id));
      if (kind !== 'diary') await dispatch(loadCollectionsWhenEmpty([kind]));
    } catch {
      return undefined;
    }
    const item = shareable(getState(), kind, id);
    if (!item) return undefined;
    if (!isShareLive(kind, item, platform.clock.now()) && !(await dispatch(changeShare(kind, id, 'start')))) return undefined;
    return shareLink(options.siteUrl, kind, id);
  };
}

/** The picture at the poster's top: the diary's photo at the swiper's size; a list's cover the same, or its cropped region at a row's size (only thumbnail sizes take a crop). */
export function posterPictureUrl(poster: Poster, media: ReturnType<typeof mediaUrls>): string {
  if (poster.kind === 'insights') return '';
  if (poster.kind === 'diary') return poster.picture ? media.file(poster.picture, 'swiper') : '';
  if (!poster.cover) return '';
  return poster.cover.crop ? media.cover(poster.cover.filename, 'list', poster.cover.crop) : media.cover(poster.cover.filename, 'swiper');
}

/** What the poster says, in the reader's language (`say` translates a message): its band, its lines and its footer. */
export function posterWords(poster: Poster, say: (text: Message) => string): Omit<PosterDrawing, 'link'> {
  const appName = say(message('common.appName'));
  // A shared diary's or list's code opens what is shared; insights are never shared by link, so theirs opens the app.
  const scanHint = say(poster.kind === 'insights' ? message('poster.scanToOpen', { app: appName }) : message('poster.scan'));
  return { ...posterBody(poster, say), appName, scanHint };
}

function posterBody(poster: Poster, say: (text: Message) => string): { mark: string; lines: PosterLine[]; pixels?: Array<Array<string | null>> } {
  if (poster.kind === 'insights') return insightsPosterWords(poster, say);
  const text = (value: string | Message) => (typeof value === 'string' ? value : say(value));
  if (poster.kind === 'diary') {
    const mood = poster.status ? `${poster.status.emoji} ${poster.status.name}`.trim() : '';
    return {
      mark: poster.status?.emoji || '📔',
      lines: [
        { text: poster.date, style: 'heading' },
        { text: [poster.time, mood].filter(Boolean).join('  ·  '), style: 'strong' },
        { text: poster.title, style: 'strong', maxLines: 1 },
        { text: text(poster.excerpt), style: 'body', maxLines: 4 },
        { text: poster.places.length > 0 ? `📍 ${poster.places.join(' · ')}` : '', style: 'muted', maxLines: 1 },
      ],
    };
  }
  return {
    mark: poster.icon,
    lines: [
      { text: `${poster.icon} ${text(poster.title)}`.trim(), style: 'heading', maxLines: 2 },
      { text: say(message('list.diaryCount', { count: poster.count })), style: 'muted' },
      { text: poster.summary ?? '', style: 'body', maxLines: 4 },
    ],
  };
}
