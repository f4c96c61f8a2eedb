import fs from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import path from 'node:path';
import { MEDIA_SIZES, mediaUrl } from '@diary/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openKeyRing } from '../src/encryption/open-keys';
import { sealEarlierMedia } from '../src/media/seal-earlier-media';
import { CHUNK_BYTES, newFileKey, openBlob, sealingStream } from '../src/media/sealed-format';
import { mediaStorageFor } from '../src/media/storage-for';
import { reencryptUser } from '../src/storage/reencrypt-user';
import { add, date, diaryBody, ptr } from './support/records';
import { filesUnder, readableMedia } from './support/at-rest';
import { fixture, makeVideo, newKey, uploadAs } from './support/media';
import { withServer, type SignedIn, type TestServer } from './support/server';

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

async function mediaBaseOf(server: TestServer, me: SignedIn): Promise<string> {
  return (await server.call<{ mediaBase: string }>('media_base', {}, me.token)).body.mediaBase;
}

async function upload(server: TestServer, me: SignedIn, content: Buffer, extension = 'jpg'): Promise<string> {
  const key = newKey(extension);
  const answer = await uploadAs(server, me.token, content, key);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return key;
}

/** A diary showing the files, shared publicly; its visitors' media base. */
async function sharedDiary(server: TestServer, me: SignedIn, files: Array<{ key: string; kind: string }>): Promise<string> {
  const ids = [];
  for (const { key, kind } of files)
    ids.push(await add(server, me.token, 'file', { filename: key.replace('file/', ''), kind, ...(kind.startsWith('video') ? { duration: 5 } : {}) }));
  const diary = await add(server, me.token, 'diary', diaryBody({ gallery: ids.map((id) => ptr('file', id)) }));
  const sharing = { sharedStatus: 2, sharedDatetime: date(server.clock.now().toISOString()) };
  expect((await server.call('update_item', { className: 'diary', objectId: diary, data: sharing }, me.token)).status).toBe(200);
  return (await server.call<{ mediaBase: string }>('get_shared_diary', { objectId: diary })).body.mediaBase;
}

describe('photos and videos are stored encrypted', () => {
  it('nothing of an original, a size or a visitor’s copy is readable in the data directory; owner and visitor get the same bytes as ever', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const photos = [fixture('gps_DSCN0010.jpg'), fixture('Canon_40D.jpg')];
      const heic = fixture('portrait_gps.heic');
      const video = makeVideo(30);
      const photoKeys = [await upload(server, me, photos[0]!), await upload(server, me, photos[1]!)];
      const heicKey = await upload(server, me, heic, 'heic');
      const videoKey = await upload(server, me, video, 'mp4');
      const mine = await mediaBaseOf(server, me);

      // The owner gets every original as uploaded, and every size.
      for (const [key, original] of [...photoKeys.map((k, n) => [k, photos[n]!] as const), [heicKey, heic] as const, [videoKey, video] as const])
        expect((await get(mediaUrl(mine, key))).body.equals(original), key).toBe(true);
      for (const key of [...photoKeys, heicKey])
        for (const size of Object.values(MEDIA_SIZES)) {
          const answer = await get(mediaUrl(mine, key, size));
          expect(answer.status, `${key} ${size}`).toBe(200);
          expect((await sharp(answer.body).metadata()).exif, `${key} ${size}`).toBeUndefined();
        }
      // A visitor gets copies without GPS: decodable, the same each time.
      const visitor = await sharedDiary(server, me, [
        { key: photoKeys[0]!, kind: 'image/jpeg' },
        { key: heicKey, kind: 'image/heic' },
        { key: videoKey, kind: 'video/mp4' },
      ]);
      const photoCopy = await get(mediaUrl(visitor, photoKeys[0]!));
      expect(photoCopy.status).toBe(200);
      const shown = (await sharp(photos[0]).metadata()).autoOrient;
      const copyFacts = await sharp(photoCopy.body).metadata();
      expect(copyFacts).toMatchObject({ width: shown.width, height: shown.height });
      expect(copyFacts.exif).toBeUndefined();
      expect((await get(mediaUrl(visitor, photoKeys[0]!))).body.equals(photoCopy.body)).toBe(true);
      expect((await get(mediaUrl(visitor, heicKey))).status).toBe(200);
      const filmCopy = await get(mediaUrl(visitor, videoKey));
      expect(filmCopy.body.length).toBe(video.length);
      // A visitor's film seeks too: the range is the copy's own bytes.
      const part = await get(mediaUrl(visitor, videoKey), { range: 'bytes=1000-70999' });
      expect(part.status).toBe(206);
      expect(part.body.equals(filmCopy.body.subarray(1000, 71000))).toBe(true);

      const dataDir = server.env.DIARY_DATA_DIR!;
      const files = filesUnder(path.join(dataDir, 'media'));
      expect(files.filter(({ file }) => file.includes(`${path.sep}copies${path.sep}`)).length).toBeGreaterThan(10);
      expect(readableMedia(filesUnder(dataDir), [...photos, heic, video])).toEqual([]);
      // Nothing is left between the upload and storage.
      expect(filesUnder(path.join(dataDir, 'media', 'uploading'))).toEqual([]);
    });
  });

  it('a video is served by range, chunk by chunk: across chunks, from the end, open-ended; a range outside it is refused', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const video = makeVideo(30);
      expect(video.length).toBeGreaterThan(3 * CHUNK_BYTES);
      const url = mediaUrl(await mediaBaseOf(server, me), await upload(server, me, video, 'mp4'));
      const cases: Array<[string, number, number]> = [
        ['bytes=0-99', 0, 99],
        [`bytes=${CHUNK_BYTES - 10}-${CHUNK_BYTES + 9}`, CHUNK_BYTES - 10, CHUNK_BYTES + 9],
        [`bytes=${CHUNK_BYTES}-${3 * CHUNK_BYTES}`, CHUNK_BYTES, 3 * CHUNK_BYTES],
        ['bytes=-500', video.length - 500, video.length - 1],
        [`bytes=${video.length - 70_000}-`, video.length - 70_000, video.length - 1],
      ];
      for (const [range, start, end] of cases) {
        const answer = await get(url, { range });
        expect(answer.status, range).toBe(206);
        expect(answer.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${video.length}`);
        expect(answer.body.equals(video.subarray(start, end + 1)), range).toBe(true);
      }
      const whole = await get(url);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(Number(whole.headers.get('content-length'))).toBe(video.length);
      const outside = await get(url, { range: `bytes=${video.length}-` });
      expect(outside.status).toBe(416);
      expect(outside.headers.get('content-range')).toBe(`bytes */${video.length}`);
      // Several ranges at once are answered with the whole film, as a player can take.
      expect((await get(url, { range: 'bytes=0-9,200-209' })).status).toBe(200);
      // The same bytes, the same ETag: a browser asks again with it and is told nothing changed.
      expect((await get(url, { 'if-none-match': whole.headers.get('etag')!, 'cache-control': 'max-age=0' })).status).toBe(304);
    });
  });

  it('an answer given up closes its file: 304s and downloads stopped early leave no file open', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const video = makeVideo(30);
      const url = mediaUrl(await mediaBaseOf(server, me), await upload(server, me, video, 'mp4'));
      const etag = (await get(url)).headers.get('etag')!;
      const openFiles = () => fs.readdirSync('/proc/self/fd').length;
      const before = openFiles();
      for (let i = 0; i < 10; i++) expect((await get(url, { 'if-none-match': etag, 'cache-control': 'max-age=0' })).status).toBe(304);
      for (let i = 0; i < 10; i++) {
        const stopping = new AbortController();
        const response = await fetch(url, { signal: stopping.signal });
        await response.body!.getReader().read();
        stopping.abort();
      }
      await expect.poll(openFiles, { timeout: 15_000 }).toBeLessThan(before + 5);
    });
  });

  it('a stored file changed on disk, or moved under another key, is not served as a photo', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const [a, b] = [await upload(server, me, fixture('Canon_40D.jpg')), await upload(server, me, fixture('gps_DSCN0010.jpg'))];
      const objects = path.join(server.env.DIARY_DATA_DIR!, 'media', 'objects');
      // b's sealed file put under a's key: it opens under b's key and place only.
      fs.copyFileSync(path.join(objects, b), path.join(objects, a));
      const mine = await mediaBaseOf(server, me);
      const moved = await fetch(mediaUrl(mine, a)).then(
        async (r) => ({ ok: r.ok, body: Buffer.from(await r.arrayBuffer()) }),
        () => ({ ok: false, body: Buffer.alloc(0) }),
      );
      expect(moved.body.includes(fixture('gps_DSCN0010.jpg').subarray(0, 1000))).toBe(false);
      expect((await get(mediaUrl(mine, a, MEDIA_SIZES.list))).status).toBe(500);
      // One byte changed in a chunk: that chunk does not open.
      const stored = fs.readFileSync(path.join(objects, b));
      stored[stored.length - 100]! ^= 1;
      fs.writeFileSync(path.join(objects, b), stored);
      expect((await get(mediaUrl(mine, b, MEDIA_SIZES.list))).status).toBe(500);
    });
  });

  it('deleting an account makes its media unreadable at once; re-encrypting a person keeps theirs', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const kept = await server.signUp();
      const photo = await upload(server, me, fixture('Canon_40D.jpg'));
      const theirs = await upload(server, kept, fixture('gps_DSCN0010.jpg'));
      const mine = await mediaBaseOf(server, me);
      const keptBase = await mediaBaseOf(server, kept);

      const keys = await openKeyRing(loadConfig(server.env), server.database);
      await reencryptUser(server.database, keys, kept.userId, server.clock.now());
      expect((await server.database.db.selectFrom('dataKeys').select('version').where('user', '=', kept.userId).execute()).map((k) => k.version)).toEqual([2]);
      expect((await get(mediaUrl(keptBase, theirs))).body.equals(fixture('gps_DSCN0010.jpg'))).toBe(true);
      expect((await get(mediaUrl(keptBase, theirs, MEDIA_SIZES.list))).status).toBe(200);

      expect((await get(mediaUrl(mine, photo))).status).toBe(200);
      expect((await server.call('requestSmsCode', { mobilePhoneNumber: me.phone })).status).toBe(200);
      expect((await server.call('deleteAccount', { smsCode: server.lastCode(me.phone) }, me.token)).status).toBe(200);
      // The signed media base is still within its week, but the file's key is gone with the data keys.
      expect((await get(mediaUrl(mine, photo))).status).toBe(404);
      expect((await get(mediaUrl(mine, photo, MEDIA_SIZES.swiper))).status).toBe(404);
      expect(fs.existsSync(path.join(server.env.DIARY_DATA_DIR!, 'media', 'objects', photo))).toBe(true);
    });
  });
});

describe('photos and videos stored before media were encrypted', () => {
  it('are served as they are until the background walk seals them, which goes on where it stopped', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const originals = [fixture('Canon_40D.jpg'), fixture('gps_DSCN0010.jpg'), makeVideo(5)];
      const keys = [await upload(server, me, originals[0]!), await upload(server, me, originals[1]!), await upload(server, me, originals[2]!, 'mp4')];
      const dataDir = server.env.DIARY_DATA_DIR!;
      const objects = path.join(dataDir, 'media', 'objects');
      // As a server before this one left them: each file as it came, no file key, sizes kept plain in `sizes`.
      const { db } = server.database;
      for (const [n, key] of keys.entries()) fs.writeFileSync(path.join(objects, key), originals[n]!);
      await db.updateTable('mediaObjects').set({ sealedKey: null }).where('user', '=', me.userId).execute();
      await db.deleteFrom('serverState').where('name', '=', 'mediaSealed').execute();
      fs.mkdirSync(path.join(dataDir, 'media', 'sizes', keys[0]!), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'media', 'sizes', keys[0]!, '480x480.jpg'), await sharp(originals[0]).resize(480, 480).jpeg().toBuffer());

      const mine = await mediaBaseOf(server, me);
      expect((await get(mediaUrl(mine, keys[0]!))).body.equals(originals[0]!)).toBe(true);
      const part = await get(mediaUrl(mine, keys[2]!), { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.body.equals(originals[2]!.subarray(100, 200))).toBe(true);
      // A size asked for meanwhile is made sealed (the object is given its file key for it).
      expect((await get(mediaUrl(mine, keys[1]!, MEDIA_SIZES.list))).status).toBe(200);

      // The walk stopped after the first key: it goes on with the others.
      const ordered = [...keys].sort();
      await db.insertInto('serverState').values({ name: 'mediaSealedReached', value: ordered[0]! }).execute();
      const config = loadConfig(server.env);
      const services = { database: server.database, keys: await openKeyRing(config, server.database), media: mediaStorageFor(config), clock: server.clock };
      const logged: number[] = [];
      expect(await sealEarlierMedia(services, (p) => logged.push(p.sealed))).toEqual({ sealed: 2, scanned: 2 });
      expect(logged.at(-1)).toBe(2);
      const stillPlain = keys.filter((key, n) => fs.readFileSync(path.join(objects, key)).equals(originals[n]!));
      expect(stillPlain).toEqual([ordered[0]]);
      // Done: a later start does nothing. Walked again from the start, it seals the one it had passed.
      expect(await sealEarlierMedia(services)).toEqual({ sealed: 0, scanned: 0 });
      await db.deleteFrom('serverState').where('name', '=', 'mediaSealed').execute();
      expect(await sealEarlierMedia(services)).toEqual({ sealed: 1, scanned: 3 });

      for (const [n, key] of keys.entries()) expect((await get(mediaUrl(mine, key))).body.equals(originals[n]!), key).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'media', 'sizes'))).toBe(false);
      expect(readableMedia(filesUnder(path.join(dataDir, 'media')), originals)).toEqual([]);
    });
  });
});

describe('the sealed format, streamed', () => {
  it('a stream sealed as it passes opens whole at every size around a chunk, and not under another name', async () => {
    const fileKey = newFileKey();
    for (const size of [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES + 17]) {
      const plain = Buffer.from(Array.from({ length: size }, (_, i) => (i * 7) % 251));
      // In uneven pieces, as a network hands them over.
      const pieces = [plain.subarray(0, 1000), plain.subarray(1000, 70_000), plain.subarray(70_000)].filter((p) => p.length > 0);
      const sealed = await buffer(Readable.from(pieces).pipe(sealingStream(fileKey, 'u\u0000import\u0000a')));
      expect(openBlob(fileKey, 'u\u0000import\u0000a', sealed).equals(plain), String(size)).toBe(true);
      expect(() => openBlob(fileKey, 'u\u0000import\u0000b', sealed)).toThrow();
    }
  });
});
