import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { decodeUnicodeEscape, fileKey, mediaFormatOf } from '@diary/core';
import yazl from 'yazl';
import type { Services } from '../context';
import { includeRecords } from '../items/include';
import { findObject } from '../media/objects';
import { streamOriginal, withFileKey, type OpenObject } from '../media/sealed-objects';
import type { WireRecord } from '../storage/codec';
import { byClass } from '../storage/by-class';
import { decodeRows } from '../storage/repository';
import { openRows } from '../storage/sealed';
import { dayOneWeather, escapeMarkdown, moodTag, personTag } from './dayone-conventions';

/** The one journal the export holds; Day One names the journal it imports after the file. */
export const DAY_ONE_JOURNAL = 'Diary.json';

interface Named {
  name?: string;
  emoji?: string | null;
}
interface Place extends Named {
  address?: string;
  coordinates?: { latitude: number; longitude: number };
}
interface GalleryFile {
  filename?: string;
  kind?: string;
  dimensions?: [number, number];
  duration?: number;
}

/** A photo or video of an entry, as Day One lists it and keeps it in the ZIP (`photos/{md5}.{type}`). */
interface Moment {
  object: OpenObject;
  folder: 'photos' | 'videos';
  identifier: string;
  md5: string;
  type: string;
  file: GalleryFile;
}

/** Day One's ids: 32 hexadecimal capitals, made from ours so that the same diary exports under the same uuid. */
const dayOneId = (what: string) => createHash('sha256').update(what).digest('hex').slice(0, 32).toUpperCase();

/** Day One writes times to the second, in UTC. */
const dayOneTime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

async function md5Of(body: Readable): Promise<string> {
  const hash = createHash('md5');
  for await (const piece of body) hash.update(piece as Buffer);
  return hash.digest('hex');
}

/** The diary's photos and its video, each read once to know its MD5 (Day One names files by it). */
async function momentsOf(services: Services, diary: WireRecord): Promise<Moment[]> {
  const moments: Moment[] = [];
  for (const file of (Array.isArray(diary.gallery) ? diary.gallery : []) as GalleryFile[]) {
    const stored = file.filename ? await findObject(services.database.db, fileKey(file.filename)) : undefined;
    const format = stored && mediaFormatOf(stored.kind);
    if (!stored || !format || format.fileType === 'audio') continue;
    const object = await withFileKey(services, stored);
    const body = await streamOriginal(services.media.storage, object);
    if (!body) continue;
    const extension = object.key.split('.').pop()!;
    moments.push({
      object,
      folder: format.fileType === 'video' ? 'videos' : 'photos',
      identifier: dayOneId(`file\u0000${object.key}`),
      md5: await md5Of(body),
      type: extension === 'jpg' ? 'jpeg' : extension,
      file,
    });
  }
  return moments;
}

/** An entry of Day One's JSON: the text as Markdown (a title as its first heading, each photo where it stands), and what Day One has fields for. */
function entryOf(diary: WireRecord, moments: Moment[], timeZone: string): Record<string, unknown> {
  const title = decodeUnicodeEscape(String(diary.title ?? '')).trim();
  const content = decodeUnicodeEscape(String(diary.content ?? ''));
  const text = [title ? `# ${escapeMarkdown(title)}` : '', escapeMarkdown(content), ...moments.map((m) => `![](dayone-moment://${m.identifier})`)]
    .filter(Boolean)
    .join('\n\n');
  const status = diary.status as Named | null | undefined;
  const tags = [
    ...((diary.tag ?? []) as Named[]).map((story) => story.name),
    ...((diary.people ?? []) as Named[]).map((person) => person.name && personTag(person.name)),
    status?.name ? moodTag({ name: status.name, emoji: status.emoji }) : undefined,
  ].filter((tag): tag is string => Boolean(tag));
  const place = ((diary.location ?? []) as Place[]).find((p) => p.name);
  const weather = dayOneWeather(diary.weather as number | undefined);
  const media = (folder: Moment['folder']) =>
    moments
      .map((m, order) => ({ m, order }))
      .filter(({ m }) => m.folder === folder)
      .map(({ m, order }) => ({
        identifier: m.identifier,
        md5: m.md5,
        type: m.type,
        orderInEntry: order,
        ...(m.file.dimensions ? { width: m.file.dimensions[0], height: m.file.dimensions[1] } : {}),
        ...(m.file.duration ? { duration: m.file.duration } : {}),
      }));
  const photos = media('photos');
  const videos = media('videos');
  return {
    uuid: dayOneId(`diary\u0000${diary.objectId}`),
    creationDate: dayOneTime((diary.datetime as { iso: string }).iso),
    modifiedDate: dayOneTime(String(diary.updatedAt)),
    timeZone,
    starred: diary.favorite === true,
    isPinned: false,
    text,
    ...(tags.length ? { tags } : {}),
    ...(place
      ? {
          location: {
            placeName: place.name,
            ...(place.address ? { localityName: place.address } : {}),
            ...(place.coordinates
              ? {
                  latitude: place.coordinates.latitude,
                  longitude: place.coordinates.longitude,
                  region: { center: { latitude: place.coordinates.latitude, longitude: place.coordinates.longitude }, radius: 75 },
                }
              : {}),
          },
        }
      : {}),
    ...(weather ? { weather } : {}),
    ...(photos.length ? { photos } : {}),
    ...(videos.length ? { videos } : {}),
  };
}

/**
 * The user's diaries as Day One's JSON export (the format its import reads, and this app's Day One import too): one
 * journal, its entries oldest first, and each photo and video in `photos/` and `videos/` by its MD5. Every
 * original is read twice — once for its MD5 before the ZIP begins (the names come first), once into the ZIP —
 * one at a time, decrypted as it is read. docs/archive-format.md lists what goes where.
 */
export async function dayOneStream(services: Services, userId: string, now: Date): Promise<Readable> {
  const { database, keys, media, config } = services;
  const db = database.db;
  const cipher = await keys.cipherFor(db, userId);
  const rows = await byClass(db).selectFrom('diaries').selectAll().where('user', '=', userId).orderBy('datetime').orderBy('id').execute();
  const diaries = await decodeRows(db, 'diary', openRows(cipher, 'diary', rows));
  await includeRecords(db, cipher, 'diary', diaries, ['gallery', 'location', 'people', 'tag', 'status']);
  const entries: Array<Record<string, unknown>> = [];
  const files = new Map<string, Moment>();
  for (const diary of diaries) {
    const moments = await momentsOf(services, diary);
    for (const moment of moments) files.set(`${moment.folder}/${moment.md5}.${moment.type}`, moment);
    // A diary keeps the zone it was written in (docs/decisions.md); one written before that is said in the server's.
    entries.push(entryOf(diary, moments, typeof diary.timeZone === 'string' ? diary.timeZone : config.timeZone));
  }

  const zip = new yazl.ZipFile();
  const journal = { metadata: { version: '1.0' }, entries };
  zip.addBuffer(Buffer.from(JSON.stringify(journal, null, 2), 'utf8'), DAY_ONE_JOURNAL, { mtime: now });
  for (const [path, moment] of files) {
    zip.addReadStreamLazy(path, { mtime: now, compress: false }, (done) => {
      streamOriginal(media.storage, moment.object).then(
        (body) => (body ? done(null, body) : done(new Error(`media ${moment.object.key} is missing from storage`), new PassThrough())),
        (error: unknown) => done(error, new PassThrough()),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
