import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../context';
import { lockUser } from '../db/database';
import { ApiFailure } from '../errors/api-failure';
import { findObject, type MediaObject } from './objects';
import { isSealedBlob, MAGIC } from './sealed-format';
import { putSealed, withFileKey } from './sealed-objects';

/** Set in serverState once every object stored before media were sealed is sealed; later starts skip the walk. */
const DONE = 'mediaSealed';
/** The last key the walk finished, so a walk stopped at any point goes on after it. */
const REACHED = 'mediaSealedReached';
/** Objects read a round: one original at a time is held in memory. */
const BATCH = 50;

export interface MediaSealProgress {
  sealed: number;
  scanned: number;
}

type Sealing = Pick<Services, 'database' | 'keys' | 'media' | 'clock'>;

async function isStoredSealed(services: Sealing, key: string): Promise<boolean | undefined> {
  const head = await services.media.storage.open(key, { start: 0, end: MAGIC.length - 1 });
  return head && isSealedBlob(await buffer(head.body));
}

/** Seals one object's original if it is still stored as it came; whether it did. */
async function sealOne(services: Sealing, row: MediaObject): Promise<boolean> {
  const { database, media } = services;
  if ((await isStoredSealed(services, row.key)) !== false) return false;
  let object;
  try {
    object = await withFileKey(services, row);
  } catch (error) {
    // A deleted account's objects are left to the purge; nothing of them opens any more.
    if (error instanceof ApiFailure && error.errorName === 'notFound') return false;
    throw error;
  }
  const plain = await media.storage.read(row.key);
  if (!plain || isSealedBlob(plain)) return false;
  // Under the owner's lock, so an upload or a delete of the same key meanwhile is seen: a file put again is sealed
  // already, and a deleted one is not put back.
  return database.transaction(async (tx) => {
    await lockUser(database.kind, tx, row.user);
    if (!(await findObject(tx, row.key)) || (await isStoredSealed(services, row.key)) !== false) return false;
    await putSealed(media, object, plain, row.kind);
    return true;
  });
}

/**
 * Seals every photo and video stored before media were sealed (as uploads are now: sealed-format.ts),
 * in the background: serving reads both kinds meanwhile (a stored file says by its first bytes
 * whether it is sealed). Each object is given its file key in its row first, then its file is
 * replaced by the sealed one; how far the walk got is written after each batch, so it can be stopped
 * at any point and goes on after that at the next start. The copies kept before (sizes, visitors'
 * copies, in the folder `sizes`) are plain: they are removed first, and made again sealed on demand.
 */
export async function sealEarlierMedia(services: Sealing, onProgress?: (p: MediaSealProgress) => void, signal?: AbortSignal): Promise<MediaSealProgress> {
  const { db } = services.database;
  const state = async (name: string) => (await db.selectFrom('serverState').select('value').where('name', '=', name).executeTakeFirst())?.value;
  const progress = { sealed: 0, scanned: 0 };
  if (await state(DONE)) return progress;
  await fs.rm(path.join(path.dirname(services.media.cacheDir), 'sizes'), { recursive: true, force: true });
  let after = (await state(REACHED)) ?? '';
  for (;;) {
    if (signal?.aborted) return progress;
    const rows = await db
      .selectFrom('mediaObjects')
      .select(['key', 'user', 'size', 'kind', 'sealedKey'])
      .where('key', '>', after)
      .orderBy('key')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      if (signal?.aborted) return progress;
      if (await sealOne(services, { ...row, size: Number(row.size) })) progress.sealed += 1;
      progress.scanned += 1;
    }
    after = rows.at(-1)!.key;
    await db
      .insertInto('serverState')
      .values({ name: REACHED, value: after })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: after }))
      .execute();
    onProgress?.({ ...progress });
  }
  await services.database.transaction(async (tx) => {
    await tx
      .insertInto('serverState')
      .values({ name: DONE, value: services.clock.now().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx.deleteFrom('serverState').where('name', '=', REACHED).execute();
  });
  return progress;
}

/** Runs the walk in the background of the process that does background work; a failure is logged and tried again in a minute. */
export function runSealEarlierMedia(services: Sealing, log: FastifyBaseLogger): () => void {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const attempt = async () => {
    try {
      const done = await sealEarlierMedia(
        services,
        (progress) => {
          if (progress.sealed > 0) log.info(progress, 'encrypting photos and videos stored before media were encrypted');
        },
        stopping.signal,
      );
      if (done.sealed > 0 && !stopping.signal.aborted) log.info(done, 'every photo and video stored before media were encrypted is encrypted now');
    } catch (error) {
      if (stopping.signal.aborted) return;
      log.warn({ err: error }, 'encrypting earlier photos and videos stopped; trying again in a minute');
      timer = setTimeout(() => void attempt(), 60_000);
      timer.unref();
    }
  };
  void attempt();
  return () => {
    stopping.abort();
    clearTimeout(timer);
  };
}
