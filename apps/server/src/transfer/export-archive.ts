import { PassThrough, type Readable } from 'node:stream';
import { fileKey, type Language } from '@diary/core';
import yazl from 'yazl';
import type { Services } from '../context';
import { findUser } from '../accounts/users';
import { keptAnswersOf } from '../assistant/kept-answers';
import type { UserCipher } from '../encryption/user-cipher';
import { diariesHtml } from '../export/html';
import { includeRecords } from '../items/include';
import type { WireRecord } from '../storage/codec';
import { byClass } from '../storage/by-class';
import { decodeRows } from '../storage/repository';
import { openRows } from '../storage/sealed';
import { SPECS } from '../storage/spec';
import { streamOriginal, withFileKey } from '../media/sealed-objects';
import { ARCHIVE_FORMAT, ARCHIVE_JSON, ARCHIVE_VERSION, ARCHIVED_CLASSES, type Archive } from './archive-format';

/** Where an object is in the ZIP. */
export const mediaPath = (key: string) => `media/${key}`;
/** The page of the diaries to read in a browser, beside archive.json; its photos are the ZIP's own files. */
export const ARCHIVE_PAGE = 'diaries.html';
/** Pictures every browser draws: others (HEIC, a video) are a link in the page. */
const DRAWN = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * Everything a user owns as one ZIP, streamed as it is made: archive.json first, the diaries as a page to read
 * (diaries.html, in the reader's language, its photos the ZIP's own files), then each stored
 * object read from storage one at a time (nothing is held whole in memory but the records). Photos
 * and videos are already compressed: they are stored, not deflated again.
 */
export async function archiveStream(services: Services, userId: string, now: Date, language: Language): Promise<Readable> {
  const { database, keys, media } = services;
  const db = database.db;
  const cipher = await keys.cipherFor(db, userId);
  const records = {} as Archive['records'];
  for (const className of ARCHIVED_CLASSES) {
    const rows = await byClass(db).selectFrom(SPECS[className].table).selectAll().where('user', '=', userId).orderBy('createdAt').orderBy('id').execute();
    records[className] = await decodeRows(db, className, openRows(cipher, className, rows));
  }
  const objects = await db.selectFrom('mediaObjects').select(['key', 'user', 'kind', 'size', 'sealedKey']).where('user', '=', userId).orderBy('key').execute();
  const user = await findUser(db, userId);
  const archive: Archive = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    account: { nicename: String((JSON.parse(String(user?.data ?? '{}')) as { nicename?: string }).nicename ?? '') },
    records,
    media: objects.map((o) => ({ key: o.key, path: mediaPath(o.key), kind: o.kind, size: Number(o.size) })),
    keptAnswers: await keptAnswersOf(db, cipher),
  };

  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(archive, null, 1), 'utf8'), ARCHIVE_JSON, { mtime: now });
  zip.addBuffer(Buffer.from(await archivePage(services, cipher, records.diary, archive, language), 'utf8'), ARCHIVE_PAGE, { mtime: now });
  for (const [n, object] of archive.media.entries()) {
    zip.addReadStreamLazy(object.path, { mtime: now, compress: false, size: object.size }, (done) => {
      withFileKey(services, { ...objects[n]!, size: Number(objects[n]!.size) })
        .then((opened) => streamOriginal(media.storage, opened))
        .then(
          (body) => (body ? done(null, body) : done(new Error(`media ${object.key} is missing from storage`), new PassThrough())),
          (error: unknown) => done(error, new PassThrough()),
        );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** The diaries as a page that opens offline from the unpacked ZIP, oldest first, each photo drawn from its file beside it. */
async function archivePage(services: Services, cipher: UserCipher, diaries: WireRecord[], archive: Archive, language: Language): Promise<string> {
  const kinds = new Map(archive.media.map((object) => [object.key, object.kind]));
  const shown = structuredClone(diaries).sort((a, b) =>
    String((a.datetime as { iso?: string } | undefined)?.iso ?? '').localeCompare(String((b.datetime as { iso?: string } | undefined)?.iso ?? '')),
  );
  await includeRecords(services.database.db, cipher, 'diary', shown, ['gallery', 'location', 'people', 'tag', 'status']);
  return diariesHtml(shown, {
    language,
    nicename: archive.account.nicename ?? '',
    exportedAt: new Date(archive.exportedAt),
    timeZone: services.config.timeZone,
    photo: (file) => {
      const path = mediaPath(fileKey(file.filename));
      return { href: path, src: DRAWN.has(kinds.get(fileKey(file.filename)) ?? file.kind ?? '') ? path : null };
    },
  });
}
