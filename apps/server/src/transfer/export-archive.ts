import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import type { Services } from '../context';
import { findUser } from '../accounts/users';
import { byClass } from '../storage/by-class';
import { decodeRows } from '../storage/repository';
import { openRows } from '../storage/sealed';
import { SPECS } from '../storage/spec';
import { ARCHIVE_FORMAT, ARCHIVE_JSON, ARCHIVE_VERSION, ARCHIVED_CLASSES, type Archive } from './archive-format';

/** Where an object is in the ZIP. */
export const mediaPath = (key: string) => `media/${key}`;

/**
 * Everything a user owns as one ZIP, streamed as it is made: archive.json first, then each stored
 * object read from storage one at a time (nothing is held whole in memory but the records). Photos
 * and videos are already compressed: they are stored, not deflated again.
 */
export async function archiveStream(services: Services, userId: string, now: Date): Promise<Readable> {
  const { database, keys, media } = services;
  const db = database.db;
  const cipher = await keys.cipherFor(db, userId);
  const records = {} as Archive['records'];
  for (const className of ARCHIVED_CLASSES) {
    const rows = await byClass(db).selectFrom(SPECS[className].table).selectAll().where('user', '=', userId).orderBy('createdAt').orderBy('id').execute();
    records[className] = await decodeRows(db, className, openRows(cipher, className, rows));
  }
  const objects = await db.selectFrom('mediaObjects').select(['key', 'kind', 'size']).where('user', '=', userId).orderBy('key').execute();
  const user = await findUser(db, userId);
  const archive: Archive = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    account: { nicename: String((JSON.parse(String(user?.data ?? '{}')) as { nicename?: string }).nicename ?? '') },
    records,
    media: objects.map((o) => ({ key: o.key, path: mediaPath(o.key), kind: o.kind, size: Number(o.size) })),
  };

  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(archive, null, 1), 'utf8'), ARCHIVE_JSON, { mtime: now });
  for (const object of archive.media) {
    zip.addReadStreamLazy(object.path, { mtime: now, compress: false, size: object.size }, (done) => {
      media.storage.open(object.key).then(
        (opened) => (opened ? done(null, opened.body) : done(new Error(`media ${object.key} is missing from storage`), new PassThrough())),
        (error: unknown) => done(error, new PassThrough()),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
