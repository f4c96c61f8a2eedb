import fs from 'node:fs/promises';
import { canWriteDiary, isPro, proStatus, UNIQUE_FIELDS, type ImportCounts, type ImportState, type ItemClassName, type KeptAnswer } from '@diary/core';
import { findUser } from '../accounts/users';
import { keepAnswer, keptAnswersOf } from '../assistant/kept-answers';
import type { Services } from '../context';
import { ApiFailure } from '../errors/api-failure';
import { byClass } from '../storage/by-class';
import { writeItems } from '../items/handlers';
import { newObjectId } from '../storage/ids';
import * as items from '../items/service';
import { SPECS } from '../storage/spec';
import { forgetObject, storageQuota, storageUsed } from '../media/objects';
import { forgetRenditions } from '../media/renditions';
import type { MediaFacts } from '../media/inspect';
import { newKeyFor, storeObject } from '../media/store-object';
import { withoutWhatIsThere } from './already-there';
import { ARCHIVE_JSON } from './archive-format';
import { isDayOneExport, planDayOne } from './dayone';
import { ImportRefusal } from './import-refusal';
import { MEDIA_FIELDS, pointerTo, type ImportPlan, type PlannedRecord } from './import-plan';
import { planOwnArchive } from './own-archive';
import { openZip, type SealedFile, type ZipReader } from './zip-reader';

/** Records a transaction writes: progress is reported between them. */
const BATCH = 100;

/** What an import has written so far, kept with its job so that one stopped half-way can be undone. */
interface Written {
  records: Array<[ItemClassName, string]>;
  media: string[];
}

type Job = { id: string; userId: string };

async function report(
  services: Services,
  job: Job,
  state: ImportState,
  done: number,
  total: number,
  more: { written?: Written; counts?: ImportCounts; error?: { error: string; message: string } } = {},
): Promise<void> {
  await services.database.db
    .updateTable('importJobs')
    .set({
      state,
      done,
      total,
      updatedAt: services.clock.now().toISOString(),
      ...(more.written ? { written: JSON.stringify(more.written) } : {}),
      ...(more.counts ? { counts: JSON.stringify(more.counts) } : {}),
      ...(more.error ? { error: JSON.stringify(more.error) } : {}),
    })
    .where('id', '=', job.id)
    .execute();
}

/** The account's own rules, for the whole file before anything is written: the free plan's 31 diaries and the storage quota. */
async function assertFits(services: Services, userId: string, plan: ImportPlan, zip: ZipReader, now: Date): Promise<void> {
  const { db } = services.database;
  const user = await findUser(db, userId);
  const status = proStatus(user?.proExpiredAt ? String(user.proExpiredAt) : null, now);
  const adding = plan.records.filter((r) => r.className === 'diary').length;
  if (!isPro(status)) {
    const row = await db
      .selectFrom('diaries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user', '=', userId)
      .executeTakeFirst();
    const after = Number(row?.n ?? 0) + adding;
    if (!canWriteDiary(status, after - 1))
      throw new ImportRefusal('freeCapReached', `The file has ${adding} diaries: without Pro an account keeps at most 31. Start the free trial or Pro first.`);
  }
  const bytes = plan.media.reduce((sum, m) => sum + (zip.sizes.get(m.path) ?? 0), 0);
  const quota = await storageQuota(db, userId, now);
  if ((await storageUsed(db, userId)) + bytes > quota) {
    throw new ImportRefusal(
      'storageQuotaExceeded',
      `The file's photos and videos take ${Math.round(bytes / 1024 / 1024)} MB, more than the storage left (${Math.round(quota / 1024 / 1024)} MB in all)`,
    );
  }
}

/** A stored object's new key: a video and its poster (file/x.mp4, file/x.jpg) keep one name between them. */
function keyNamer(): (archiveKey: string, content: Buffer, format: ImportPlan['format']) => Promise<string> {
  const stems = new Map<string, string>();
  return async (archiveKey, content, format) => {
    if (format === 'dayone') return newKeyFor(content);
    const [, stem, ext] = /^(?:[A-Za-z0-9_-]+\/)?([A-Za-z0-9_-]+)\.([a-z0-9]+)$/.exec(archiveKey)!;
    if (!stems.has(stem!)) stems.set(stem!, newObjectId());
    return `file/${stems.get(stem!)}.${ext}`;
  };
}

/** A stored object of the import: its new key, and what its content is (as an upload answers). */
type Stored = { key: string; kind: string } & Omit<MediaFacts, 'contentType' | 'fileType'> & { size: number };

/** A planned record's fields with the archive's ids and keys replaced by the ones written. */
function rewritten(
  record: PlannedRecord,
  ids: ReadonlyMap<string, string>,
  keys: ReadonlyMap<string, Stored>,
  format: ImportPlan['format'],
): Record<string, unknown> {
  const target = (ref: string) =>
    ids.get(ref) ??
    (() => {
      throw new ImportRefusal('invalidRequest', `${record.className} ${record.ref} points to ${ref}, which the file does not hold`);
    })();
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record.fields)) {
    if (Array.isArray(value) && value.every(isPointer)) out[field] = value.map((p) => pointerTo(p.className, target(p.objectId)));
    else if (isPointer(value)) out[field] = pointerTo(value.className, target(value.objectId));
    else if ((MEDIA_FIELDS as readonly string[]).includes(field) && typeof value === 'string') out[field] = keyOf(keys, value)?.key ?? null;
    else out[field] = value;
  }
  if (record.className === 'file') {
    // A file's kind is what its stored content is; what Day One does not say comes from it, as an upload's answer would.
    const stored = keyOf(keys, String(record.fields.filename))!;
    out.kind = stored.kind;
    if (format !== 'dayone') return out;
    out.size ??= stored.size;
    out.dimensions ??= [stored.width, stored.height];
    out.datetime ??= { __type: 'Date', iso: stored.datetimeISO };
    if (stored.imageAveRGB !== undefined) out.imageAveRGB ??= stored.imageAveRGB;
    if (stored.duration !== undefined) out.duration ??= stored.duration;
  }
  return out;
}

const isPointer = (value: unknown): value is { __type: 'Pointer'; className: string; objectId: string } =>
  typeof value === 'object' && value !== null && (value as { __type?: unknown }).__type === 'Pointer';

/** The stored object a record names, by its key with or without the file/ folder. */
function keyOf(keys: ReadonlyMap<string, Stored>, name: string) {
  return keys.get(name) ?? keys.get(`file/${name}`) ?? keys.get(name.replace(/^file\//, ''));
}

/** The record of the same name (or month, or weather) the account already has, which an import joins instead of doubling. */
async function existingTwin(services: Services, userId: string, record: PlannedRecord): Promise<string | undefined> {
  const fields = (UNIQUE_FIELDS as Partial<Record<string, readonly string[]>>)[record.className];
  if (!fields) return undefined;
  let query = byClass(services.database.db).selectFrom(SPECS[record.className].table).select('id').where('user', '=', userId);
  for (const field of fields) query = query.where(field, '=', record.fields[field] as string | number);
  return (await query.executeTakeFirst())?.id;
}

/** Takes back what an import wrote: its records (newest first, so the counts follow) and its stored objects. */
async function undo(services: Services, userId: string, written: Written, now: Date): Promise<void> {
  const records = [...written.records].reverse();
  for (let i = 0; i < records.length; i += BATCH) {
    await writeItems(services, userId, now, async (w) => {
      for (const [className, id] of records.slice(i, i + BATCH)) {
        await items.deleteItem(w, className, id).catch((error: unknown) => {
          if (!(error instanceof ApiFailure && error.errorName === 'notFound')) throw error;
        });
      }
    });
  }
  for (const key of written.media) {
    await services.database.transaction((tx) => forgetObject(tx, key));
    await services.media.storage.delete(key);
    await forgetRenditions(services.media.cacheDir, key);
  }
}

/**
 * The archive's kept answers, each kept again (sealed under this account's key) with its sources naming the diaries
 * as imported; one this account already keeps (the same question asked at the same time) is not kept twice.
 */
async function keepAnswers(services: Services, userId: string, kept: KeptAnswer[], ids: ReadonlyMap<string, string>): Promise<void> {
  if (kept.length === 0) return;
  const { database, keys } = services;
  const already = new Set((await keptAnswersOf(database.db, await keys.cipherFor(database.db, userId))).map((a) => `${a.askedAt}\u0000${a.question}`));
  // Oldest first, so that the most a person keeps leaves the newest.
  for (const answer of [...kept].sort((a, b) => a.askedAt.localeCompare(b.askedAt))) {
    if (already.has(`${answer.askedAt}\u0000${answer.question}`)) continue;
    const diaries = answer.diaries.map((source) => ({ ...source, id: ids.get(source.id) ?? source.id }));
    await keepAnswer(database, keys, userId, new Date(answer.askedAt), { question: answer.question, answer: answer.answer, diaries });
  }
}

async function writePlan(
  services: Services,
  job: Job,
  plan: ImportPlan,
  zip: ZipReader,
  written: Written,
  now: Date,
): Promise<Omit<ImportCounts, 'alreadyThere'>> {
  const { userId } = job;
  const keys = new Map<string, Stored>();
  const name = keyNamer();
  await report(services, job, 'storing', 0, plan.media.length, { written });
  for (const [n, media] of plan.media.entries()) {
    try {
      const content = await zip.read(media.path);
      const key = await name(media.key, content, plan.format);
      const { contentType, fileType: _fileType, ...facts } = await storeObject(services, { userId, key, content, timeZone: services.config.timeZone, now });
      written.media.push(key);
      keys.set(media.key, { ...facts, key, kind: contentType });
    } catch (error) {
      if (error instanceof ApiFailure) throw new ImportRefusal(error.errorName, `${media.path}: ${error.message}`);
      throw error;
    }
    if (n % 10 === 9 || n === plan.media.length - 1) await report(services, job, 'storing', n + 1, plan.media.length, { written });
  }

  const ids = new Map<string, string>();
  const created = { diary: 0, file: 0, location: 0, people: 0, tag: 0 } as Record<string, number>;
  await report(services, job, 'writing', 0, plan.records.length, { written });
  for (let i = 0; i < plan.records.length; i += BATCH) {
    const batch = plan.records.slice(i, i + BATCH);
    const twins = await Promise.all(batch.map((record) => existingTwin(services, userId, record)));
    await writeItems(
      services,
      userId,
      now,
      async (w) => {
        for (const [n, record] of batch.entries()) {
          if (twins[n]) {
            ids.set(record.ref, twins[n]);
            continue;
          }
          // The plan's fields were checked against their class's schema (own-archive.ts) or made to it (dayone.ts); only ids and keys changed.
          const fields = rewritten(record, ids, keys, plan.format) as items.NewRecord['fields'];
          const { objectId } = await items.addItem(w, items.paired<items.NewRecord>(record.className, fields));
          ids.set(record.ref, objectId);
          written.records.push([record.className, objectId]);
          created[record.className] = (created[record.className] ?? 0) + 1;
        }
      },
      // The content check sees the diaries' texts before the transaction, as a save's would.
      batch.filter((r) => r.className === 'diary').map((r) => ({ className: 'diary', fields: r.fields })),
    );
    await report(services, job, 'writing', Math.min(i + BATCH, plan.records.length), plan.records.length, { written });
  }

  const fileDiaries = [...plan.fileDiaries].filter(([file]) => ids.has(file));
  for (let i = 0; i < fileDiaries.length; i += BATCH) {
    await writeItems(services, userId, now, async (w) => {
      for (const [file, diaries] of fileDiaries.slice(i, i + BATCH)) {
        const diary = diaries.filter((ref) => ids.has(ref)).map((ref) => pointerTo('diary', ids.get(ref)!));
        if (diary.length > 0) await items.updateItem(w, ids.get(file)!, { className: 'file', fields: { diary } });
      }
    });
  }
  await keepAnswers(services, userId, plan.keptAnswers ?? [], ids);
  return {
    diaries: created.diary ?? 0,
    files: created.file ?? 0,
    places: created.location ?? 0,
    people: created.people ?? 0,
    stories: created.tag ?? 0,
    ...plan.left,
  };
}

/**
 * Reads an uploaded archive and writes it into the account, reporting as it goes (importJobs). The
 * whole file is checked before anything is written — a complete ZIP, a known format, every record
 * fitting its class's rules, every photo it names present, the account's diary cap and storage — so a
 * bad file imports nothing. Past that, media are stored as uploads are (each judged by its content),
 * then records are written as saves are (counts, archives and the content check follow); anything
 * failing on the way is taken back out, so an import is all or nothing.
 */
export async function runImport(services: Services, job: Job, file: string, sealed: SealedFile): Promise<void> {
  const now = services.clock.now();
  const written: Written = { records: [], media: [] };
  try {
    const zip = await openZip(file, sealed);
    try {
      const plan = zip.sizes.has(ARCHIVE_JSON)
        ? await planOwnArchive(zip)
        : isDayOneExport(zip)
          ? await planDayOne(zip, services.config.timeZone)
          : (() => {
              throw new ImportRefusal('invalidRequest', `The ZIP is neither this app's archive (${ARCHIVE_JSON}) nor a Day One JSON export`);
            })();
      await services.database.db.updateTable('importJobs').set({ format: plan.format }).where('id', '=', job.id).execute();
      const { plan: rest, alreadyThere } = await withoutWhatIsThere(services, job.userId, plan);
      await assertFits(services, job.userId, rest, zip, now);
      const counts = { ...(await writePlan(services, job, rest, zip, written, now)), alreadyThere };
      await report(services, job, 'done', plan.records.length, plan.records.length, { counts, written: { records: [], media: [] } });
    } finally {
      zip.close();
    }
  } catch (error) {
    const reason =
      error instanceof ImportRefusal || error instanceof ApiFailure
        ? { error: error instanceof ImportRefusal ? error.error : error.errorName, message: error.message }
        : { error: 'serverError', message: 'The import stopped on a problem of the server; nothing was imported' };
    if (!(error instanceof ImportRefusal || error instanceof ApiFailure)) services.log.error({ err: error, job: job.id }, 'import failed');
    await undo(services, job.userId, written, now).catch((undoError: unknown) =>
      services.log.error({ err: undoError, job: job.id }, 'an import could not be undone'),
    );
    await report(services, job, 'failed', 0, 0, { error: reason, written: { records: [], media: [] } });
  } finally {
    await fs.rm(file, { force: true });
  }
}

/** An import that has said nothing for this long has stopped: a running one reports every few files or records. */
export const STALLED_IMPORT_MS = 10 * 60 * 1000;

/**
 * Imports a server stopped in the middle of (it was restarted): what they wrote is taken back out and
 * they are marked failed, so no half archive is left in an account. At the start of the embedded
 * server every unfinished one is such (it is the only instance); otherwise, and in housekeeping, those
 * stalled for STALLED_IMPORT_MS (another instance may be running one).
 */
export async function undoUnfinishedImports(services: Services, stalledBefore?: Date): Promise<number> {
  const unfinished = await services.database.db
    .selectFrom('importJobs')
    .select(['id', 'user', 'written'])
    .where('state', 'in', ['checking', 'storing', 'writing'])
    .$if(stalledBefore !== undefined, (q) => q.where('updatedAt', '<', stalledBefore!.toISOString()))
    .execute();
  for (const job of unfinished) {
    await undo(services, job.user, JSON.parse(job.written) as Written, services.clock.now());
    await report(services, { id: job.id, userId: job.user }, 'failed', 0, 0, {
      error: { error: 'serviceUnavailable', message: 'The server was restarted during the import; nothing was imported. Try again.' },
      written: { records: [], media: [] },
    });
  }
  return unfinished.length;
}
