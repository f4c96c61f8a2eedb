import { mediaFormatOf } from '@diary/core';
import { fileTypeFromBuffer } from 'file-type';
import { checkStoredImage } from '../content-check/image';
import type { Services } from '../context';
import { lockUser } from '../db/database';
import { fail } from '../errors/api-failure';
import { newObjectId } from '../storage/ids';
import { inspectMedia, type MediaFacts } from './inspect';
import { openFileKey, sealFileKey } from './file-keys';
import { findObject, recordObject, storageQuota, storageUsed } from './objects';
import { forgetRenditions } from './renditions';
import { newFileKey } from './sealed-format';
import { putSealed } from './sealed-objects';

export interface ObjectToStore {
  userId: string;
  key: string;
  /** The file's bytes, in memory: they touch the disk only sealed. */
  content: Buffer;
  /** The uploader's time zone, for capture times a camera wrote without one. */
  timeZone: string;
  now: Date;
}

/**
 * Stores a file as one of the user's media objects, as an upload does: judged by its content
 * (inspectMedia), charged to the user's quota in the transaction that records it, sealed under the
 * object's file key and put into storage last (a refusal never leaves an object behind), and an
 * image put through the image check.
 */
export async function storeObject(services: Services, { userId, key, content, timeZone, now }: ObjectToStore): Promise<MediaFacts & { size: number }> {
  const { database, keys, media } = services;
  const facts = await inspectMedia(content, { key, timeZone, now });
  const size = content.length;
  let stored = false;
  await database
    .transaction(async (tx) => {
      await lockUser(database.kind, tx, userId);
      const existing = await findObject(tx, key);
      if (existing && existing.user !== userId) fail('forbidden', 'This key belongs to someone else');
      const used = (await storageUsed(tx, userId)) - (existing?.size ?? 0);
      const quota = await storageQuota(tx, userId, now);
      if (used + size > quota) fail('storageQuotaExceeded', `Your storage is full (${Math.round(quota / 1024 / 1024)} MB); upgrade to Pro for 10 GB more`);
      const cipher = await keys.cipherForWrite(tx, userId, now);
      // A file put again under its key keeps the key's file key: should the commit fail after the put, the row still opens it.
      const fileKey = existing?.sealedKey ? openFileKey(cipher, key, existing.sealedKey) : newFileKey();
      const sealedKey = sealFileKey(cipher, key, fileKey);
      await recordObject(tx, { key, user: userId, size, kind: facts.contentType, sealedKey }, now, existing !== undefined);
      // Last, so a refusal above never leaves an object behind.
      await putSealed(media, { key, user: userId, kind: facts.contentType, fileKey }, content, facts.contentType);
      stored = true;
    })
    .catch(async (error: unknown) => {
      // The commit itself failed after the object was stored: take it back out.
      if (stored) await media.storage.delete(key);
      throw error;
    });
  await forgetRenditions(media.cacheDir, key);
  // Checked before answering: every image a file record can name has the server's own verdict.
  if (facts.fileType === 'image') await checkStoredImage(services, { key, user: userId, kind: facts.contentType });
  return { ...facts, size };
}

/** A new key for a file of unknown name: `file/{new id}.{the extension its content's format takes}`. */
export async function newKeyFor(content: Buffer): Promise<string> {
  const format = mediaFormatOf((await fileTypeFromBuffer(content))?.mime);
  return `file/${newObjectId()}.${format?.extensions[0] ?? 'bin'}`;
}
