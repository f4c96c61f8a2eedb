import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { API_ERRORS, coverUrl, cropOfRegion, fileKey, MEDIA_SIZES, mediaUrl, avatarUrl, SESSION_HEADER, fileImageUrl } from '@diary/core';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, date, diaryBody, ptr } from './support/records';
import { fixture, makeVideo, makeVideoFilmedAt, newKey, uploadAs } from './support/media';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let me: SignedIn;
let myBase: string;
beforeAll(async () => {
  server = await startTestServer();
  me = await server.signUp();
  myBase = await mediaBaseOf(me);
});
afterAll(() => server.close());

async function mediaBaseOf(user: SignedIn): Promise<string> {
  const answer = await server.call<{ mediaBase: string }>('media_base', {}, user.token);
  expect(answer.status).toBe(200);
  return answer.body.mediaBase;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

async function uploaded(content: Buffer, extension = 'jpg', user = me): Promise<string> {
  const key = newKey(extension);
  const answer = await uploadAs(server, user.token, content, key);
  expect(answer.status).toBe(200);
  return key;
}

/** A GET that names another host (fetch may not set Host): as a browser reaching the media origin would. */
function getWithHost(url: string, host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
      .on('error', reject);
  });
}

const sizeOf = async (image: Buffer) => {
  const { width, height, format } = await sharp(image).metadata();
  return { width, height, format };
};

describe('serving a user’s own media', () => {
  it('serves every size core’s URL builder makes, auto-oriented and never enlarged', async () => {
    const key = await uploaded(fixture('gps_DSCN0010.jpg'));
    const expected: Record<string, [number, number]> = {
      '96x96': [96, 96],
      '200x200': [200, 200],
      '300x300': [300, 300],
      '600x300': [600, 300],
      '480x480': [480, 480],
      // The swiper's box holds the whole photo, never enlarged.
      '1280x1280': [640, 480],
      '960w': [640, 480],
      '720w': [640, 480],
    };
    for (const size of Object.values(MEDIA_SIZES)) {
      const answer = await get(mediaUrl(myBase, key, size));
      expect(answer.status, size).toBe(200);
      const { width, height } = await sizeOf(answer.body);
      expect([width, height], size).toEqual(expected[size]);
    }
    const portrait = await uploaded(fixture('orientation_portrait_6.jpg'));
    const detail = await get(mediaUrl(myBase, portrait, MEDIA_SIZES.detail));
    // Stored 600×450 with orientation 6: shown, and resized, as 450×600.
    expect(await sizeOf(detail.body)).toMatchObject({ width: 450, height: 600 });
    const square = await get(mediaUrl(myBase, portrait, MEDIA_SIZES.small));
    expect(await sizeOf(square.body)).toMatchObject({ width: 96, height: 96 });
  });

  it('the swiper and the detail show the whole photo, its shape kept, portrait or landscape; thumbnails are square crops', async () => {
    const big = async (name: string, width: number) =>
      sharp(await sharp(fixture(name)).rotate().toBuffer())
        .resize({ width })
        .jpeg()
        .toBuffer();
    const landscape = await uploaded(await big('orientation_landscape_1.jpg', 3000));
    const portrait = await uploaded(await big('orientation_portrait_6.jpg', 1500));
    const shapes: Array<[string, string, [number, number]]> = [
      [landscape, MEDIA_SIZES.swiper, [1280, 960]],
      [portrait, MEDIA_SIZES.swiper, [960, 1280]],
      [landscape, MEDIA_SIZES.detail, [960, 720]],
      [portrait, MEDIA_SIZES.detail, [960, 1280]],
      [landscape, MEDIA_SIZES.phone, [720, 540]],
      [portrait, MEDIA_SIZES.phone, [720, 960]],
      [landscape, MEDIA_SIZES.list, [480, 480]],
      [portrait, MEDIA_SIZES.list, [480, 480]],
    ];
    for (const [key, size, [width, height]] of shapes) {
      const { width: w, height: h } = await sizeOf((await get(mediaUrl(myBase, key, size as (typeof MEDIA_SIZES)[keyof typeof MEDIA_SIZES]))).body);
      expect([w, h], `${key} ${size}`).toEqual([width, height]);
    }
  });

  it('a size is a progressive JPEG smaller than the same picture from the plain encoder at the same quality', async () => {
    const key = await uploaded(fixture('gps_DSCN0010.jpg'));
    const answer = await get(mediaUrl(myBase, key, MEDIA_SIZES.swiper));
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    const { isProgressive } = await sharp(answer.body).metadata();
    expect(isProgressive).toBe(true);
    const plain = await sharp(fixture('gps_DSCN0010.jpg')).rotate().jpeg({ quality: 82 }).toBuffer();
    expect(answer.body.length).toBeLessThan(plain.length * 0.9);
  });

  it('serves an avatar crop of the picture as shown, scaled by half', async () => {
    const key = await uploaded(fixture('orientation_landscape_6.jpg'));
    const crop = {
      filename: key.replace('file/', ''),
      dimensions: [600, 450] as [number, number],
      cropitDimensions: [256, 256] as [number, number],
      cropitZoom: 1,
      offsetX: -100,
      offsetY: -50,
    };
    const answer = await get(avatarUrl(myBase, crop.filename, crop));
    expect(answer.status).toBe(200);
    expect(await sizeOf(answer.body)).toMatchObject({ width: 128, height: 128 });
    const outside = await get(`${mediaUrl(myBase, key)}?crop=500,0,300,300&scale=0.5`);
    expect(outside.status).toBe(400);
  });

  it("serves a cover as its crop region in the crop box's shape, inside a thumbnail size, never blown up; other sizes take no crop", async () => {
    const key = await uploaded(fixture('orientation_landscape_6.jpg'));
    // An archive's 3:4 box: 291×388 preview pixels over a 150×200 region of the 600×450 picture as shown.
    const crop = cropOfRegion('archive', key, [600, 450], { x: 100, y: 50, width: 300, height: 400 });
    const cover = await get(coverUrl(myBase, key, 'cover', crop));
    expect(cover.status).toBe(200);
    expect(await sizeOf(cover.body)).toMatchObject({ width: 225, height: 300 });
    const small = await get(`${mediaUrl(myBase, key)}?size=300x300&crop=0,0,100,100`);
    expect(await sizeOf(small.body)).toMatchObject({ width: 100, height: 100 });
    expect((await get(`${mediaUrl(myBase, key)}?size=${MEDIA_SIZES.swiper}&crop=0,0,100,100`)).status).toBe(400);
    expect((await get(`${mediaUrl(myBase, key)}?size=300x300&crop=400,0,300,300`)).status).toBe(400);
  });

  it('keeps each size on disk: the second request is the same file, with ETag and long-lived private caching', async () => {
    const key = await uploaded(fixture('orientation_landscape_1.jpg'));
    const url = mediaUrl(myBase, key, MEDIA_SIZES.list);
    const first = await get(url);
    const cached = path.join(server.env.DIARY_DATA_DIR!, 'media', 'copies', key, '480x480.jpg');
    expect(fs.existsSync(cached)).toBe(true);
    // Kept sealed: not a JPEG on disk.
    expect(fs.readFileSync(cached).subarray(0, 3)).not.toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const mtime = fs.statSync(cached).mtimeMs;
    const second = await get(url);
    expect(second.body).toEqual(first.body);
    expect(fs.statSync(cached).mtimeMs).toBe(mtime);
    expect(first.headers.get('etag')).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    // (fetch marks a conditional request no-cache unless the request says otherwise)
    const again = await get(url, { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
  });

  it('serves originals with their type, and videos in ranges (players seek)', async () => {
    const photo = await uploaded(fixture('Canon_40D.jpg'));
    const original = await get(mediaUrl(myBase, photo));
    expect(original.body).toEqual(fixture('Canon_40D.jpg'));
    const video = await uploaded(makeVideo(5), 'mp4');
    const part = await get(mediaUrl(myBase, video), { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.body.length).toBe(100);
    expect(part.headers.get('content-type')).toBe('video/mp4');
  });

  it('refuses sizes it does not make, and sizes of a video', async () => {
    const key = await uploaded(fixture('Canon_40D.jpg'));
    expect((await get(`${mediaUrl(myBase, key)}?size=123x123`)).status).toBe(400);
    expect((await get(`${mediaUrl(myBase, key)}?size=480x480&x=1`)).status).toBe(400);
    const video = await uploaded(makeVideo(5), 'mp4');
    expect((await get(mediaUrl(myBase, video, MEDIA_SIZES.list))).status).toBe(415);
  });

  it('serves the censored placeholder to anyone at 200×200', async () => {
    const features = await server.call<{ mediaBase: string }>('getFeatures');
    const url = fileImageUrl(features.body.mediaBase, { filename: 'x.jpg', notPassed: true }, 'list');
    const answer = await get(url);
    expect(answer.status).toBe(200);
    expect(await sizeOf(answer.body)).toEqual({ width: 200, height: 200, format: 'png' });
  });
});

describe('what is served is inert', () => {
  it('each file goes out as its own type, with nosniff, a sandboxing CSP and its own name', async () => {
    const photo = await uploaded(fixture('Canon_40D.jpg'));
    for (const url of [mediaUrl(myBase, photo), mediaUrl(myBase, photo, MEDIA_SIZES.list)]) {
      const answer = await get(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none';sandbox");
      expect(answer.headers.get('content-disposition')).toMatch(/^inline; filename="[\w.-]+\.jpg"$/);
    }
  });

  it('a page of another origin may read a file it has the URL of (the share poster draws it on a canvas): CORS for any origin', async () => {
    const photo = await uploaded(fixture('Canon_40D.jpg'));
    for (const url of [mediaUrl(myBase, photo), mediaUrl(myBase, photo, MEDIA_SIZES.swiper)]) {
      const answer = await get(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('a file stored before uploads were judged by content is not served when its type or name is not the product’s', async () => {
    const objects = path.join(server.env.DIARY_DATA_DIR!, 'media', 'objects');
    const page = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.from('<html><script>document.title="pwned"</script></html>')]);
    const legacy = [
      { key: 'file/legacy1.html', kind: 'audio/mpeg' },
      { key: 'file/legacy2.svg', kind: 'image/svg+xml' },
      { key: 'file/legacy3.jpg', kind: 'text/html' },
    ];
    for (const { key, kind } of legacy) {
      fs.mkdirSync(path.dirname(path.join(objects, key)), { recursive: true });
      fs.writeFileSync(path.join(objects, key), page);
      await server.database.db
        .insertInto('mediaObjects')
        .values({ key, user: me.userId, size: page.length, kind, createdAt: new Date().toISOString() })
        .execute();
      const answer = await get(mediaUrl(myBase, key));
      expect(answer.status, key).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body.toString()).not.toContain('<script>');
    }
  });
});

describe('where a photo was taken stays with its owner', () => {
  const gpsOf = async (bytes: Buffer) => exifr.gps(bytes).catch(() => undefined);

  it('the owner’s original keeps its EXIF and GPS; no size carries any metadata', async () => {
    const key = await uploaded(fixture('gps_DSCN0010.jpg'));
    const original = await get(mediaUrl(myBase, key));
    expect(original.body).toEqual(fixture('gps_DSCN0010.jpg'));
    expect(await gpsOf(original.body)).toMatchObject({ latitude: expect.closeTo(43.4674, 3) });
    for (const size of Object.values(MEDIA_SIZES)) {
      const resized = await get(mediaUrl(myBase, key, size));
      expect((await sharp(resized.body).metadata()).exif, size).toBeUndefined();
      expect(await gpsOf(resized.body), size).toBeUndefined();
    }
  });

  it('a shared diary’s visitor gets its photos and film without GPS, camera or time metadata, even when the diary names no place', async () => {
    const photo = await uploaded(fixture('gps_DSCN0010.jpg'));
    const heic = await uploaded(fixture('portrait_gps.heic'), 'heic');
    const film = await uploaded(makeVideoFilmedAt('+30.2500+120.1500/'), 'mov');
    expect(fixture('gps_DSCN0010.jpg').includes('NIKON')).toBe(true);
    const files = [
      await add(server, me.token, 'file', { filename: fileKey(photo), kind: 'image/jpeg' }),
      await add(server, me.token, 'file', { filename: fileKey(heic), kind: 'image/heic' }),
      await add(server, me.token, 'file', { filename: fileKey(film), kind: 'video/quicktime', duration: 5 }),
    ];
    const diary = await add(server, me.token, 'diary', diaryBody({ gallery: files.map((id) => ptr('file', id)) }));
    await server.call(
      'update_item',
      { className: 'diary', objectId: diary, data: { sharedStatus: 2, sharedDatetime: date(server.clock.now().toISOString()) } },
      me.token,
    );
    const visitor = (await server.call<{ mediaBase: string }>('get_shared_diary', { objectId: diary })).body.mediaBase;

    const photoCopy = await get(mediaUrl(visitor, photo));
    expect(photoCopy.status).toBe(200);
    expect(photoCopy.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(photoCopy.body).metadata()).exif).toBeUndefined();
    expect(await gpsOf(photoCopy.body)).toBeUndefined();
    expect(photoCopy.body.includes('NIKON')).toBe(false);
    expect(await sizeOf(photoCopy.body)).toEqual({ width: 640, height: 480, format: 'jpeg' });

    // HEIC goes to visitors as an upright JPEG, which every browser shows.
    const heicCopy = await get(mediaUrl(visitor, heic));
    expect(heicCopy.headers.get('content-type')).toBe('image/jpeg');
    expect(await sizeOf(heicCopy.body)).toEqual({ width: 450, height: 600, format: 'jpeg' });
    expect(await gpsOf(heicCopy.body)).toBeUndefined();

    // The owner's film says where it was shot; the visitor's copy plays the same frames without it.
    const own = await get(mediaUrl(myBase, film));
    expect(own.body.includes('+30.2500+120.1500')).toBe(true);
    const filmCopy = await get(mediaUrl(visitor, film));
    expect(filmCopy.status).toBe(200);
    expect(filmCopy.headers.get('content-type')).toBe('video/quicktime');
    expect(filmCopy.body.length).toBe(own.body.length);
    for (const secret of ['+30.2500+120.1500', 'iPhone 15', 'Apple']) expect(filmCopy.body.includes(secret), secret).toBe(false);
    const played = await uploadAs(server, me.token, filmCopy.body, newKey('mov'));
    expect(played.body).toMatchObject({ duration: 5, width: 320, height: 240 });
  });
});

describe('HEIC photos', () => {
  it('are served in every size as upright JPEGs', async () => {
    const key = await uploaded(fixture('portrait_gps.heic'), 'heic');
    const expected: Record<string, [number, number]> = { '96x96': [96, 96], '480x480': [450, 450], '960w': [450, 600], '600x300': [450, 225] };
    for (const [size, [width, height]] of Object.entries(expected)) {
      const answer = await get(mediaUrl(myBase, key, size as (typeof MEDIA_SIZES)[keyof typeof MEDIA_SIZES]));
      expect(answer.status, size).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(await sizeOf(answer.body), size).toEqual({ width, height, format: 'jpeg' });
    }
    // Upright: the 960w copy looks like the camera's JPEG turned as its EXIF says, not sideways.
    const served = await sharp((await get(mediaUrl(myBase, key, MEDIA_SIZES.detail))).body)
      .resize(45, 60)
      .greyscale()
      .raw()
      .toBuffer();
    const upright = await sharp(fixture('orientation_portrait_6.jpg')).rotate().resize(45, 60).greyscale().raw().toBuffer();
    const difference = served.reduce((sum, value, i) => sum + Math.abs(value - upright[i]!), 0) / served.length;
    expect(difference).toBeLessThan(12);
    // The original stays as uploaded, for its owner.
    expect((await get(mediaUrl(myBase, key))).body).toEqual(fixture('portrait_gps.heic'));
  });
});

describe('media on an origin of its own', () => {
  it('is served there only; uploads still go to the API’s origin', async () => {
    const separate = await startTestServer({ env: { DIARY_MEDIA_BASE: 'http://media.diary.test/media' } });
    try {
      const user = await separate.signUp();
      const base = (await separate.call<{ mediaBase: string }>('media_base', {}, user.token)).body.mediaBase;
      expect(base).toMatch(/^http:\/\/media\.diary\.test\/media\/m\./);
      const token = await fetch(`${separate.url}/qiniu/uptoken`, { headers: { [SESSION_HEADER]: user.token } }).then(
        (r) => r.json() as Promise<{ data: { uploadUrl: string } }>,
      );
      expect(token.data.uploadUrl).toBe(`${separate.url}/qiniu/upload`);
      const key = newKey();
      expect((await uploadAs(separate, user.token, fixture('Canon_40D.jpg'), key)).status).toBe(200);
      const pathname = new URL(mediaUrl(base, key)).pathname;
      const onMediaHost = await getWithHost(`${separate.url}${pathname}`, 'media.diary.test');
      expect(onMediaHost.status).toBe(200);
      expect(onMediaHost.headers['content-type']).toBe('image/jpeg');
      expect((await get(`${separate.url}${pathname}`)).status).toBe(404);
    } finally {
      await separate.close();
    }
  });
});

describe('nobody else sees a user’s media', () => {
  it('without access, with a forged or expired access, or with another user’s access', async () => {
    const key = await uploaded(fixture('Canon_40D.jpg'));
    const features = await server.call<{ mediaBase: string }>('getFeatures');
    expect((await get(mediaUrl(features.body.mediaBase, key, MEDIA_SIZES.list))).status).toBe(403);
    const [, token] = /\/media\/(m\.[^/]+)$/.exec(myBase)!;
    const [prefix, , expires, signature] = token!.split('.');
    const other = await server.signUp();
    const forged = myBase.replace(token!, `${prefix}.${other.userId}.${expires}.${signature}`);
    expect((await get(mediaUrl(forged, key))).status).toBe(403);
    const otherBase = await mediaBaseOf(other);
    const answer = await get(mediaUrl(otherBase, key, MEDIA_SIZES.list));
    // Someone else's file answers exactly as a missing one.
    expect(answer.status).toBe(404);
    expect((await get(mediaUrl(otherBase, 'file/nothing.jpg'))).status).toBe(404);
    // A media base lasts at most two weeks.
    server.clock.advance(15 * 24 * 3600 * 1000);
    expect((await get(mediaUrl(myBase, key))).status).toBe(403);
    myBase = await mediaBaseOf(me);
    expect((await get(mediaUrl(myBase, key))).status).toBe(200);
  });
});

describe('a share shows its own photos to visitors, only while live', () => {
  it('a shared diary: its photos and video poster, not the owner’s others, not after a day', async () => {
    const photo = await uploaded(fixture('gps_DSCN0010.jpg'));
    const video = await uploaded(makeVideo(5), 'mp4');
    // The client uploads a video's poster beside it under the same name with .jpg.
    expect((await uploadAs(server, me.token, fixture('Canon_40D.jpg'), video.replace('.mp4', '.jpg'))).status).toBe(200);
    const unshared = await uploaded(fixture('orientation_landscape_1.jpg'));

    const photoFile = await add(server, me.token, 'file', { filename: photo.replace('file/', ''), kind: 'image/jpeg' });
    const videoFile = await add(server, me.token, 'file', { filename: video.replace('file/', ''), kind: 'video/mp4', duration: 5 });
    const diary = await add(server, me.token, 'diary', diaryBody({ gallery: [ptr('file', videoFile), ptr('file', photoFile)] }));
    await server.call(
      'update_item',
      { className: 'diary', objectId: diary, data: { sharedStatus: 2, sharedDatetime: date(server.clock.now().toISOString()) } },
      me.token,
    );

    const shared = await server.call<{ mediaBase: string }>('get_shared_diary', { objectId: diary });
    expect(shared.status).toBe(200);
    const visitor = shared.body.mediaBase;
    expect((await get(mediaUrl(visitor, photo, MEDIA_SIZES.swiper))).status).toBe(200);
    expect((await get(fileImageUrl(visitor, { filename: video.replace('file/', ''), kind: 'video/mp4' }, 'list'))).status).toBe(200);
    expect((await get(mediaUrl(visitor, video))).status).toBe(200);
    expect((await get(mediaUrl(visitor, unshared))).status).toBe(404);

    // Made private: the link shows nothing at once.
    await server.call('update_item', { className: 'diary', objectId: diary, data: { privateStatus: true } }, me.token);
    expect((await get(mediaUrl(visitor, photo))).status).toBe(404);
    await server.call('update_item', { className: 'diary', objectId: diary, data: { privateStatus: false } }, me.token);
    expect((await get(mediaUrl(visitor, photo))).status).toBe(200);
    server.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await get(mediaUrl(visitor, photo))).status).toBe(403);
  });

  it('a shared month: the photos of its diaries that are not private', async () => {
    const user = await server.signUp();
    const seen = await uploaded(fixture('Canon_40D.jpg'), 'jpg', user);
    const hidden = await uploaded(fixture('gps_DSCN0010.jpg'), 'jpg', user);
    const seenFile = await add(server, user.token, 'file', { filename: fileKey(seen), kind: 'image/jpeg' });
    const hiddenFile = await add(server, user.token, 'file', { filename: fileKey(hidden), kind: 'image/jpeg' });
    await add(server, user.token, 'diary', diaryBody({ gallery: [ptr('file', seenFile)] }));
    await add(server, user.token, 'diary', diaryBody({ gallery: [ptr('file', hiddenFile)], privateStatus: true }));
    const archives = await server.call<{ archiveList: Array<{ objectId: string }> }>(
      'get_item_list',
      { className: 'archive', where: { year: 2026, month: 11 } },
      user.token,
    );
    const archive = archives.body.archiveList[0]!.objectId;
    await server.call(
      'update_item',
      { className: 'archive', objectId: archive, data: { sharedStatus: 2, sharedDatetime: date(server.clock.now().toISOString()) } },
      user.token,
    );
    const shared = await server.call<{ mediaBase: string }>('get_shared_list', { listType: 'archive', listId: archive });
    expect(shared.status).toBe(200);
    expect((await get(mediaUrl(shared.body.mediaBase, seen, MEDIA_SIZES.list))).status).toBe(200);
    expect((await get(mediaUrl(shared.body.mediaBase, hidden, MEDIA_SIZES.list))).status).toBe(404);
    // Stopping the share closes the link at once, before its day is over.
    expect(
      (await server.call('update_item', { className: 'archive', objectId: archive, data: { sharedStatus: 0, sharedDatetime: null } }, user.token)).status,
    ).toBe(200);
    expect((await get(mediaUrl(shared.body.mediaBase, seen, MEDIA_SIZES.list))).status).toBe(404);
  });
});

describe('deleting media', () => {
  const del = async (pathname: string, token?: string) => {
    const response = await fetch(`${server.url}${pathname}`, { method: 'DELETE', headers: token ? { [SESSION_HEADER]: token } : {} });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it('deletes an owner’s photo, its sizes, and frees its storage', async () => {
    const key = await uploaded(fixture('gps_DSCN0010.jpg'));
    expect((await get(mediaUrl(myBase, key, MEDIA_SIZES.list))).status).toBe(200);
    const copies = path.join(server.env.DIARY_DATA_DIR!, 'media', 'copies', key);
    expect(fs.existsSync(copies)).toBe(true);
    const name = key.replace('file/', '');
    expect((await del(`/qiniu/delete_file/${name}/file_type/image`)).status).toBe(401);
    const answer = await del(`/qiniu/delete_file/${name}/file_type/image`, me.token);
    expect(answer).toEqual({ status: 200, body: { deleted: 1, requested: 1 } });
    expect((await get(mediaUrl(myBase, key, MEDIA_SIZES.list))).status).toBe(404);
    expect(fs.existsSync(copies)).toBe(false);
    expect(await server.database.db.selectFrom('mediaObjects').select('key').where('key', '=', key).executeTakeFirst()).toBeUndefined();
  });

  it('deletes a video with its poster (two objects asked for)', async () => {
    const video = await uploaded(makeVideo(5), 'mp4');
    const answer = await del(`/qiniu/delete_file/${video.replace('file/', '')}/file_type/video`, me.token);
    // The poster was never uploaded here: already gone counts as deleted, so a resumed save is not stuck.
    expect(answer.body).toEqual({ deleted: 2, requested: 2 });
  });

  it('leaves another user’s file alone and says so in the count', async () => {
    const key = await uploaded(fixture('Canon_40D.jpg'));
    const other = await server.signUp();
    const answer = await del(`/qiniu/delete_file/${key.replace('file/', '')}/file_type/image`, other.token);
    expect(answer.body).toEqual({ deleted: 0, requested: 1 });
    expect((await get(mediaUrl(myBase, key))).status).toBe(200);
  });

  it('needs both dir and filename ("dir && filename required")', async () => {
    const answer = await del('/qiniu/delete_dir_file/avatar/', me.token);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(API_ERRORS.dirAndFilenameRequired.code);
    expect(answer.body.error).toBe('dir && filename required');
    expect((await del('/qiniu/delete_dir_file/avatar/..%2Fx.jpg', me.token)).status).toBe(400);
  });
});
