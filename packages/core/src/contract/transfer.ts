import { z } from 'zod';
import { defineRequest } from './define';
import { lazySchema } from '../wire/lazy-schema';

const group = 'Sign-in and account';

/** The largest archive an import takes (a ZIP of diaries and their photos and videos). */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024 * 1024;
/** How long an archive's download link works. */
export const ARCHIVE_LINK_MINUTES = 10;

/** What an import reads: this product's own archive, or Day One's JSON export. */
export const IMPORT_FORMATS = ['diary', 'dayone'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where an import is: the file is checked whole first (nothing is written before), then media are stored, then records written. */
export const IMPORT_STATES = ['checking', 'storing', 'writing', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const importCountsSchema = lazySchema(() =>
  z.object({
    diaries: z.number().int().nonnegative(),
    files: z.number().int().nonnegative(),
    places: z.number().int().nonnegative(),
    people: z.number().int().nonnegative(),
    stories: z.number().int().nonnegative(),
    /** Diaries whose text was longer than a diary may be and was cut there (Day One has no limit). */
    shortened: z.number().int().nonnegative(),
    /** Photos and videos a diary could not hold (more than 15, or videos, which Day One imports leave out). */
    skippedMedia: z.number().int().nonnegative(),
    /** Entries with neither text nor a photo, which a diary cannot be. */
    skippedEntries: z.number().int().nonnegative(),
    /** Diaries the account already had (the same archive id, or the same datetime and text), not written twice; 0 in imports before this was counted. */
    alreadyThere: z.number().int().nonnegative().default(0),
  }),
);
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importProgressSchema = lazySchema(() =>
  z.object({
    jobId: z.string(),
    state: z.enum(IMPORT_STATES),
    format: z.enum(IMPORT_FORMATS).optional(),
    /** Steps done of the current stage's total (media stored, or diaries written). */
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    counts: importCountsSchema.optional(),
    /** Why it failed, when it did: a contract error name and a message (nothing was imported). */
    error: z.object({ error: z.string(), message: z.string() }).optional(),
  }),
);
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** What an export writes: this product's own backup, or Day One's JSON export (docs/archive-format.md says what goes where). */
export const EXPORT_FORMATS = ['diary', 'dayone'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportArchive = defineRequest({
  type: 'exportArchive',
  access: 'user',
  group,
  summary: `Everything the user owns as one ZIP, streamed: archive.json (every record, docs/archive-format.md), diaries.html (the diaries as a page that opens offline with its photos) and every original photo, video and sound under media/. With format "dayone", the diaries as Day One's JSON export instead (one journal, photos/ and videos/ by MD5; stories, people as @tags, the mood as a mood: tag, places with coordinates, weather, favourites), which Day One imports and so does importing here. Answers a download link valid for ${ARCHIVE_LINK_MINUTES} minutes (a browser downloads it without holding it in memory). Not limited to once every 7 days like the HTML export: it is a backup.`,
  payload: z.lazy(() => z.strictObject({ format: z.enum(EXPORT_FORMATS).optional() })),
  response: z.lazy(() => z.object({ url: z.string(), filename: z.string(), expiresAt: z.string() })),
  example: {
    payload: {},
    response: {
      url: 'http://localhost:8787/export/archive/ea.u8Kx2.1763712600.c0ffee…',
      filename: 'diary-archive-2026-11-26.zip',
      expiresAt: '2026-11-26T08:10:00.000Z',
    },
  },
});

export const startImport = defineRequest({
  type: 'import',
  path: '/import',
  body: 'multipart',
  access: 'user',
  group,
  summary: `multipart/form-data with one field, file: a ZIP of this product's archive (exportArchive) or of Day One's JSON export (entries, photos, tags as stories, location as a place, weather, starred as favorite, creation dates), at most ${MAX_IMPORT_BYTES / 1024 ** 3} GB. Answers at once with the job; getImportProgress says how far it is. The file is checked whole before anything is written: a bad or incomplete file imports nothing and says why; so does one that would take the account past its 31 diaries without Pro, or past its storage.`,
  payload: z.lazy(() => z.strictObject({})),
  response: z.lazy(() => z.object({ jobId: z.string() })),
  example: { payload: {}, response: { jobId: 'im3kD82jf01xA' } },
  errors: ['payloadTooLarge'],
});

export const getImportProgress = defineRequest({
  type: 'getImportProgress',
  access: 'user',
  group,
  summary: "How far one of the user's imports is: its stage, the steps done of the stage's total, and at the end what was imported, or why nothing was.",
  payload: z.lazy(() => z.strictObject({ jobId: z.string().min(1).max(64) })),
  response: importProgressSchema,
  example: {
    payload: { jobId: 'im3kD82jf01xA' },
    response: { jobId: 'im3kD82jf01xA', state: 'storing', format: 'dayone', done: 40, total: 120 },
  },
  errors: ['notFound'],
});
