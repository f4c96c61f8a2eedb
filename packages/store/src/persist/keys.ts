import {
  APPEARANCES,
  editDraftSchema,
  isSaveStage,
  LANGUAGES,
  MAP_TYPES,
  type Appearance,
  uploadResultSchema,
  type EditDraft,
  type SaveStage,
  type UploadResult,
  type UserRecord,
} from '@diary/core';
import { RECORD_SCHEMAS, lazySchema } from '@diary/core';
import { z } from 'zod';
import { LOCAL_KEY_PREFIX, localData, type LocalData } from './local-data';

/** A key's check, its schema made the first time a value is read (as core's schemas are: lazySchema). */
const schema = <T>(make: () => z.ZodType<T>) => {
  let made: z.ZodType<T> | undefined;
  return (value: unknown): T | undefined => {
    const parsed = (made ??= make()).safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
};
/**
 * Every key this release writes, with what a sign-out does with it: a `user`'s data goes with them, the
 * `device`'s stays (preferences, local messages). Only keys made here are current; start-up removes
 * every other key under the store's prefix (stale-keys.ts), so a key is current by being defined here.
 */
type Owner = 'user' | 'device';
const current: Array<{ key: string; owner: Owner }> = [];
const families: Array<{ prefix: string; owner: Owner }> = [];
function kept<T>(owner: Owner, definition: LocalData<T>): LocalData<T> {
  const made = localData(definition);
  current.push({ key: made.key, owner });
  return made;
}
/** A family of keys, one for each list or editor route: `{prefix}{id}`. */
function keptFamily(owner: Owner, prefix: string): string {
  families.push({ prefix: LOCAL_KEY_PREFIX + prefix, owner });
  return prefix;
}

/** Cached records are read back through the contract's record schemas: a cache an older release wrote in another shape is dropped, not trusted. */
const { archive, diary, file, group, location, people, status, tag, topic, user, weather } = RECORD_SCHEMAS;

export const SESSION = kept<{ token: string; userId: string }>('user', {
  key: 'session',
  version: 1,
  parse: schema(() => z.object({ token: z.string().min(1), userId: z.string().min(1) })),
});

/**
 * The signed-in user's account as the server last answered it (Pro status, trial, nickname): an app started
 * without a network decides the Pro gate and greets the person from it, as it did before the reload.
 */
export const ACCOUNT = kept<UserRecord>('user', { key: 'account', version: 1, parse: schema(() => user) });

/** When the person chose "Continue with the free plan" on the Pro sheet: the sheet does not ask again for a day, reloads included. */
export const FREE_PLAN_CHOSEN = kept<string>('user', { key: 'free-plan-chosen', version: 1, parse: schema(() => z.iso.datetime()) });

/**
 * The user's media address as the server last gave it, with when it stops working (it lasts a week or more): a
 * start draws the covers and photos the device kept at once, and without a network, instead of waiting for a new one.
 */
export const MEDIA_BASE = kept<{ mediaBase: string; expiresAt: string }>('user', {
  key: 'media-base',
  version: 1,
  parse: schema(() => z.object({ mediaBase: z.string().min(1), expiresAt: z.string() })),
});

export interface Preferences {
  language: (typeof LANGUAGES)[number];
  appearance: Appearance;
  mapType: (typeof MAP_TYPES)[number];
}
export const PREFERENCES = kept<Preferences>('device', {
  key: 'preferences',
  version: 1,
  parse: schema(() => z.object({ language: z.enum(LANGUAGES), appearance: z.enum(APPEARANCES), mapType: z.enum(MAP_TYPES) })),
});

/** Whether the person chose to keep their questions to the diary and its answers (sealed on the server): off until they do. */
export const ASK_KEEP = kept<boolean>('user', { key: 'ask-keep', version: 1, parse: schema(() => z.boolean()) });

/**
 * The single edit draft of earlier releases. Version 1 (the seeds' draft) had no title; version 2 adds it
 * empty. Read once at start and moved under its route (EDITOR_DRAFT), then removed.
 */
export const EDIT_DRAFT = localData<EditDraft>({
  key: 'edit-draft',
  version: 2,
  migrations: { 1: (old) => ({ title: '', ...(old as object) }) },
  parse: schema(() => editDraftSchema) as (value: unknown) => EditDraft | undefined,
});

/** A draft of one editor route and what it started as: each diary's draft under its own key, the new diary's under `new`. */
export interface StoredDraft {
  draft: EditDraft;
  original: EditDraft | null;
}
export const EDITOR_DRAFT_KEY_PREFIX = keptFamily('user', 'draft:');
const storedDraftSchema = lazySchema(() => z.object({ draft: editDraftSchema, original: editDraftSchema.nullable() }));
export function editorDraft(routeId: string): LocalData<StoredDraft> {
  return localData<StoredDraft>({
    key: EDITOR_DRAFT_KEY_PREFIX + routeId,
    version: 1,
    parse: schema(() => storedDraftSchema) as (value: unknown) => StoredDraft | undefined,
  });
}

/** How far the save of a draft got (seed 1 §4 "Save progress marker"), and what it already uploaded. */
export interface SaveJob {
  /** The diary's id: an existing diary's, or the one chosen on the device for a new diary. */
  diaryId: string;
  isNew: boolean;
  stage: SaveStage;
  /** Upload results by photo id (a video's poster under `{id}:poster`), so a resumed save uploads nothing twice. */
  uploaded: Record<string, UploadResult>;
  errorCount: number;
}
const saveJobSchema = lazySchema(() =>
  z.object({
    diaryId: z.string().min(1),
    isNew: z.boolean(),
    stage: z.custom<SaveStage>(isSaveStage),
    uploaded: z.record(z.string(), uploadResultSchema),
    errorCount: z.number().int().nonnegative(),
  }),
);
/** The single save progress of earlier releases, moved under its draft's route at start. */
export const SAVE_JOB = localData<SaveJob>({ key: 'save-progress', version: 1, parse: schema(() => saveJobSchema) });
export const SAVE_PROGRESS_KEY_PREFIX = keptFamily('user', 'save-progress:');
/** The save progress of one editor route's draft. */
export function saveProgress(routeId: string): LocalData<SaveJob> {
  return localData<SaveJob>({ key: SAVE_PROGRESS_KEY_PREFIX + routeId, version: 1, parse: schema(() => saveJobSchema) });
}

/**
 * The outbox: saves and deletes made without a network, waiting on the device to be sent in order (outbox/outbox.ts).
 * A save keeps its draft (its photos' bytes are kept files) and its progress; a delete keeps what the diary was when
 * it was deleted here. A refused one keeps why, until the person deals with it.
 */
export type OutboxEntry = OutboxSave | OutboxDelete;
interface OutboxCommon {
  /** The diary's id: a new diary's is made on the device, so a save sent twice makes one diary. */
  key: string;
  queuedAt: string;
  /** Why the server refused it (not the network): it stays, said on the screens. */
  refused?: { key: string; params?: Record<string, string | number> };
}
export interface OutboxSave extends OutboxCommon {
  kind: 'save';
  draft: EditDraft;
  job: SaveJob;
}
export interface OutboxDelete extends OutboxCommon {
  kind: 'delete';
  /** The diary as this device last read it: its updatedAt is the delete's precondition; its day and words (its title, else the start of its text) are shown. */
  diary: { datetime: string; words: string; updatedAt?: string };
}
const outboxCommon = () => ({
  key: z.string().min(1),
  queuedAt: z.string(),
  refused: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }).optional(),
});
const outboxEntrySchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ ...outboxCommon(), kind: z.literal('save'), draft: editDraftSchema, job: saveJobSchema }),
    z.object({ ...outboxCommon(), kind: z.literal('delete'), diary: z.object({ datetime: z.string(), words: z.string(), updatedAt: z.string().optional() }) }),
  ]),
);
export const OUTBOX = kept<OutboxEntry[]>('user', {
  key: 'outbox',
  version: 2,
  // Version 1 held saves only.
  migrations: { 1: (entries) => (Array.isArray(entries) ? entries.map((entry: object) => ({ ...entry, kind: 'save' })) : entries) },
  parse: schema(() => z.array(outboxEntrySchema)) as (value: unknown) => OutboxEntry[] | undefined,
});

/** The waiting saves (not the deletes), and their drafts. */
export const outboxSaves = (entries: readonly OutboxEntry[]): OutboxSave[] => entries.filter((entry): entry is OutboxSave => entry.kind === 'save');
export const outboxDrafts = (entries: readonly OutboxEntry[]): EditDraft[] => outboxSaves(entries).map((entry) => entry.draft);
/** The save of this diary waiting in the outbox, if one waits. */
export const waitingSaveOf = (entries: readonly OutboxEntry[], diaryId: string): OutboxSave | undefined =>
  outboxSaves(entries).find((entry) => entry.key === diaryId);

/** Whether an entry is still the change that was read earlier (not since replaced by a later save or a delete of the diary). */
export const isSameChange = (a: OutboxEntry, b: OutboxEntry) =>
  a.kind === 'save' ? b.kind === 'save' && a.draft === b.draft : b.kind === 'delete' && a.diary === b.diary;

export const SEARCH_HISTORY = kept<{ diary: string[]; people: string[]; tag: string[] }>('user', {
  key: 'search-history',
  version: 1,
  parse: schema(() => z.object({ diary: z.array(z.string()), people: z.array(z.string()), tag: z.array(z.string()) })),
});

export const RECENT_EMOJI = kept<string[]>('user', { key: 'recent-emoji', version: 1, parse: schema(() => z.array(z.string())) });

/** Local messages (notifications kept on the device); a reset keeps them except "history_today" ones. */
export type LocalMessage = { type: string } & Record<string, unknown>;
export const LOCAL_MESSAGES = kept<LocalMessage[]>('device', {
  key: 'local-messages',
  version: 1,
  parse: schema(() => z.array(z.looseObject({ type: z.string() }))) as (value: unknown) => LocalMessage[] | undefined,
});

/**
 * The cached total lists of seed 2 §3 (archives, people, stories, statuses, map-area places), with the topics and
 * mood groups that head the stories and statuses tabs and the weather chart's totals, so those read offline too
 * (a cache from before these three were kept has none of them).
 */
const totalListsSchema = lazySchema(() =>
  z.object({
    archives: z.array(archive),
    people: z.array(people),
    tags: z.array(tag),
    statuses: z.array(status),
    locations: z.array(location),
    topics: z.array(topic).optional(),
    groups: z.array(group).optional(),
    weather: z.array(weather).optional(),
  }),
);
export type TotalLists = z.output<typeof totalListsSchema>;
export const TOTAL_LISTS = kept<TotalLists>('user', { key: 'total-lists', version: 1, parse: schema(() => totalListsSchema) });

export const TODAY_WEATHER = kept<{ day: string; code: number }>('user', {
  key: 'today-weather',
  version: 1,
  parse: schema(() => z.object({ day: z.string(), code: z.number().int().min(0) })),
});

const historyTodaySchema = lazySchema(() => z.object({ todayVal: z.string(), diaryList: z.array(diary) }));
export const HISTORY_TODAY = kept<z.output<typeof historyTodaySchema>>('user', { key: 'history-today', version: 1, parse: schema(() => historyTodaySchema) });

const photosSchema = lazySchema(() => z.object({ fileList: z.array(file), count: z.number() }));
export const WIDGET_PHOTOS = kept<z.output<typeof photosSchema>>('user', { key: 'widget-photos', version: 1, parse: schema(() => photosSchema) });
/** The photos overview's first page and total as last loaded: it opens on them at once, and without a network. */
export const PHOTOS_OVERVIEW = kept<z.output<typeof photosSchema>>('user', { key: 'photos-overview', version: 1, parse: schema(() => photosSchema) });

const favoritesSchema = lazySchema(() => z.object({ diaryList: z.array(diary), count: z.number() }));
export const FAVORITE_DIARIES = kept<z.output<typeof favoritesSchema>>('user', { key: 'favorite-diaries', version: 1, parse: schema(() => favoritesSchema) });

/** The diaries opened lately, newest first (diary/recent-diaries.ts): their details read offline. */
export const RECENT_DIARIES = kept<z.output<typeof diary>[]>('user', { key: 'recent-diaries', version: 1, parse: schema(() => z.array(diary)) });

/** A diary list's cache: what it showed, where the reader was, and when it was loaded. */
const listCacheSchema = lazySchema(() =>
  z.object({
    diaryList: z.array(diary),
    count: z.number(),
    page: z.number().int().nonnegative(),
    scrollTop: z.number(),
    loadedAt: z.string(),
  }),
);
export type ListCache = z.output<typeof listCacheSchema>;
export const LIST_CACHE_KEY_PREFIX = keptFamily('user', 'list:');
export function listCache(listId: string): LocalData<ListCache> {
  return localData<ListCache>({ key: LIST_CACHE_KEY_PREFIX + listId, version: 1, parse: schema(() => listCacheSchema) });
}

/**
 * The WeChat QR scan this device started (the seed's messaging-platform cache key): the state the
 * server signed and what the scan is for. WeChat sends the browser back to /qrcode with that state;
 * only a state this device asked for is accepted, so nobody can plant a sign-in into it.
 */
export interface PendingWechatQr {
  state: string;
  purpose: 'login' | 'bind';
  expiresAt: string;
}
export const WECHAT_QR = kept<PendingWechatQr>('device', {
  key: 'wechat-qr',
  version: 1,
  parse: schema(() => z.object({ state: z.string().min(1), purpose: z.enum(['login', 'bind']), expiresAt: z.string() })),
});

/** The keys this release writes; anything else under the store's prefix is stale and removed at start. */
export const CURRENT_KEYS: readonly string[] = current.map((entry) => entry.key);
/** The families of keys this release writes, one key a list or an editor route. */
export const CURRENT_KEY_PREFIXES: readonly string[] = families.map((entry) => entry.prefix);

/** What a sign-out clears: the user's session, caches, drafts, histories and recent emoji; the device's preferences and messages stay. */
export const USER_CACHE_KEYS: readonly string[] = current.filter((entry) => entry.owner === 'user').map((entry) => entry.key);
export const USER_CACHE_KEY_PREFIXES: readonly string[] = families.filter((entry) => entry.owner === 'user').map((entry) => entry.prefix);

/**
 * The insights answer last loaded: the screen shows it again without a network (one answer; all time's is the largest,
 * ≈ 100 KB). Checked against its schema where it is read (insights/insights.ts), which keeps that schema off the first screen.
 */
export const INSIGHTS_SHOWN = kept<unknown>('user', { key: 'insights', version: 1, parse: (value) => value ?? undefined });
