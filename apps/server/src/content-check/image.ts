import { CENSOR_PASSED_RESULT, CENSOR_UNAVAILABLE_RESULT, MEDIA_SIZES, type CensorResult } from '@diary/core';
import type { Services } from '../context';
import { lockUser } from '../db/database';
import type { Queryable } from '../db/types';
import { fail } from '../errors/api-failure';
import { findObject } from '../media/objects';
import { readKeptCopy } from '../media/renditions';
import { withFileKey } from '../media/sealed-objects';
import { thumbnail } from '../media/thumbnails';
import { followObjectResult, parseRecordedResult } from './verdicts';

/** A stored image: its key, owner and content type. */
interface StoredImage {
  key: string;
  user: string;
  kind: string;
}

/** The verdict recorded for a stored object; null when it was never checked. */
export async function recordedResult(q: Queryable, key: string): Promise<CensorResult | null> {
  const row = await q.selectFrom('mediaObjects').select('censorResult').where('key', '=', key).executeTakeFirst();
  return parseRecordedResult(row?.censorResult);
}

/**
 * Runs the image check. With no checker every photo passes. The checker gets the 1280 px copy
 * (what people see full screen), never a URL it would have to fetch. A checker that cannot
 * answer, or a picture no copy can be made of, gives "review" with unknown scenes.
 */
async function runImageCheck(services: Services, image: StoredImage): Promise<CensorResult> {
  const { imageChecker, media, log } = services;
  if (!imageChecker) return CENSOR_PASSED_RESULT;
  try {
    const object = await withFileKey(services, (await findObject(services.database.db, image.key)) ?? fail('notFound', 'No such file'));
    const copy = await readKeptCopy(object, await thumbnail(media.storage, media.cacheDir, object, { kind: 'size', size: MEDIA_SIZES.swiper }));
    return await imageChecker.check(copy);
  } catch (error) {
    log.warn({ err: error, checker: imageChecker.name, key: image.key }, 'image check failed');
    return CENSOR_UNAVAILABLE_RESULT;
  }
}

/**
 * Checks a stored image and records the verdict with it, outside any transaction while the checker
 * answers. If the object was deleted or replaced meanwhile, the verdict is not recorded (the new
 * content's own check records one). The owner's file records naming the image take the verdict,
 * and the diaries showing them follow.
 */
export async function checkStoredImage(services: Services, image: StoredImage): Promise<CensorResult> {
  const { database, clock } = services;
  const stored = await database.db
    .selectFrom('mediaObjects')
    .select('createdAt')
    .where('key', '=', image.key)
    .where('user', '=', image.user)
    .executeTakeFirst();
  const verdict = await runImageCheck(services, image);
  // A checker that could not answer leaves no verdict: the image is checked again when next asked about.
  if (!stored || verdict === CENSOR_UNAVAILABLE_RESULT) return verdict;
  await database.transaction(async (tx) => {
    await lockUser(database.kind, tx, image.user);
    const recorded = await tx
      .updateTable('mediaObjects')
      .set({ censorResult: JSON.stringify(verdict) })
      .where('key', '=', image.key)
      .where('user', '=', image.user)
      .where('createdAt', '=', stored.createdAt)
      .executeTakeFirst();
    if (Number(recorded.numUpdatedRows) > 0)
      await followObjectResult(tx, await services.keys.cipherForWrite(tx, image.user, clock.now()), image.key, clock.now());
  });
  return verdict;
}
