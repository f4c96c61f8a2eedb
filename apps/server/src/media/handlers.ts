import type { CensorResult, ParsedPayloadOf } from '@diary/core';
import { censorImage, deleteDirFile, deleteFile, getMediaBase, getUploadToken } from '@diary/core';
import { checkStoredImage, recordedResult } from '../content-check/image';
import { answers, type UserContext } from '../context';
import { lockUser } from '../db/database';
import { fail } from '../errors/api-failure';
import { ownerMediaBase } from './access';
import { findObject, forgetObject } from './objects';
import { mediaPath } from './serve-route';
import { STORED_KEY } from './storage';
import { forgetRenditions } from './renditions';
import { uploadToken } from './tokens';

async function uploadTokenFor(ctx: UserContext) {
  const { token, expiresAt } = uploadToken(ctx.services.config.secret, ctx.caller.userId, ctx.now);
  // Uploads go to the API's origin: a media origin of its own only ever serves files.
  const uploadUrl = new URL('/qiniu/upload', ctx.origin).toString();
  return { data: { uptoken: token, uploadUrl, expiresAt: expiresAt.toISOString() } };
}

async function mediaBaseFor(ctx: UserContext) {
  const { mediaBase, expiresAt } = ownerMediaBase(ctx.services.config.secret, ctx.mediaBase, ctx.caller.userId, ctx.now);
  return { mediaBase, expiresAt: expiresAt.toISOString() };
}

/**
 * Deletes the caller's objects under the keys. A key that is already gone counts as deleted (a save
 * that resumes after a crash may ask twice); someone else's key is left alone and not counted, so
 * the client sees the mismatch.
 */
async function deleteKeys(ctx: UserContext, keys: string[]) {
  const { database, media } = ctx.services;
  let deleted = 0;
  await database.transaction(async (tx) => {
    await lockUser(database.kind, tx, ctx.caller.userId);
    for (const key of keys) {
      const object = await findObject(tx, key);
      if (object && object.user !== ctx.caller.userId) continue;
      if (object) {
        await forgetObject(tx, key);
        await media.storage.delete(key);
      }
      deleted += 1;
    }
  });
  await Promise.all(keys.map((key) => forgetRenditions(media.cacheDir, key)));
  return { deleted, requested: keys.length };
}

function checkedKey(key: string): string {
  return STORED_KEY.test(key) ? key : fail('invalidRequest', `${key} is not a stored file name`);
}

async function deleteFileHandler(ctx: UserContext, payload: ParsedPayloadOf<typeof deleteFile>) {
  if (!payload.filename) fail('dirAndFilenameRequired', 'dir && filename required');
  const key = checkedKey(`file/${payload.filename}`);
  // A video's jpg poster goes with it.
  const poster = payload.fileType === 'video' ? [checkedKey(key.replace(/\.[a-z0-9]+$/, '.jpg'))] : [];
  return deleteKeys(ctx, [key, ...poster]);
}

async function deleteDirFileHandler(ctx: UserContext, payload: ParsedPayloadOf<typeof deleteDirFile>) {
  if (!payload.dir || !payload.filename) fail('dirAndFilenameRequired', 'dir && filename required');
  return deleteKeys(ctx, [checkedKey(`${payload.dir}/${payload.filename}`)]);
}

/** The stored key an image URL of this server names: `{mediaBase}/{access}/{key}?…`. */
function keyOfUrl(imageUrl: string): string {
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    return fail('invalidRequest', 'imageUrl is not a URL');
  }
  const path = /\/media\/(.+)$/.exec(url.pathname)?.[1];
  return path ? checkedKey(mediaPath(decodeURIComponent(path)).key) : fail('invalidRequest', "imageUrl is not one of this server's media URLs");
}

/**
 * The image check's verdict on one of the caller's photos: recorded when it was uploaded. An image
 * stored before verdicts were kept is checked now.
 */
async function censor(ctx: UserContext, payload: ParsedPayloadOf<typeof censorImage>): Promise<CensorResult> {
  const { database } = ctx.services;
  const key = keyOfUrl(payload.imageUrl);
  const object = await findObject(database.db, key);
  if (!object || object.user !== ctx.caller.userId) return fail('notFound', 'No such file');
  if (!object.kind.startsWith('image/')) fail('unsupportedFileType', 'Only images are checked');
  return (await recordedResult(database.db, key)) ?? checkStoredImage(ctx.services, object);
}

export const mediaAnswers = [
  answers(getUploadToken, uploadTokenFor),
  answers(getMediaBase, mediaBaseFor),
  answers(deleteFile, deleteFileHandler),
  answers(deleteDirFile, deleteDirFileHandler),
  answers(censorImage, censor),
];
