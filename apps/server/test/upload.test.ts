import fs from 'node:fs';
import path from 'node:path';
import { API_ERRORS, FREE_STORAGE_BYTES, MAX_UPLOAD_BYTES, SESSION_HEADER, uploadResultSchema } from '@diary/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, makeAudio, makeVideo, newKey, upload, uploadAs, uploadToken } from './support/media';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let me: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  me = await server.signUp();
});
afterAll(() => server.close());

const objectsDir = () => path.join(server.env.DIARY_DATA_DIR!, 'media', 'objects');
const stored = (key: string) => fs.existsSync(path.join(objectsDir(), key));
const leftovers = () => {
  const uploading = path.join(server.env.DIARY_DATA_DIR!, 'media', 'uploading');
  return fs.existsSync(uploading) ? fs.readdirSync(uploading) : [];
};
const used = async (userId: string) =>
  Number(
    (
      await server.database.db
        .selectFrom('mediaObjects')
        .select((eb) => eb.fn.sum('size').as('s'))
        .where('user', '=', userId)
        .executeTakeFirst()
    )?.s ?? 0,
  );

/** Every refusal leaves nothing: no object under the key, no temporary file, no storage charged. */
async function expectRefused(answer: { status: number; body: Record<string, any> }, error: keyof typeof API_ERRORS, key: string, userId = me.userId) {
  const before = await used(userId);
  expect(answer.status).toBe(API_ERRORS[error].status);
  expect(answer.body.code).toBe(API_ERRORS[error].code);
  expect(typeof answer.body.error).toBe('string');
  expect(stored(key)).toBe(false);
  expect(leftovers()).toEqual([]);
  expect(await used(userId)).toBe(before);
}

describe('the upload token', () => {
  it('is for signed-in users only, and says where to upload and until when', async () => {
    const anonymous = await fetch(`${server.url}/qiniu/uptoken`);
    expect(anonymous.status).toBe(401);
    const response = await fetch(`${server.url}/qiniu/uptoken`, { headers: { [SESSION_HEADER]: me.token } });
    const { data } = (await response.json()) as { data: { uptoken: string; uploadUrl: string; expiresAt: string } };
    expect(response.status).toBe(200);
    expect(data.uploadUrl).toMatch(/\/qiniu\/upload$/);
    expect(new Date(data.expiresAt).getTime() - server.clock.now().getTime()).toBe(15 * 60 * 1000);
  });

  it('is refused when missing, forged, someone else’s signature, or expired', async () => {
    const photo = fixture('Canon_40D.jpg');
    const key = newKey();
    await expectRefused(await upload(server, { key }, photo), 'forbidden', key);
    const genuine = await uploadToken(server, me.token);
    const [prefix, , expires, signature] = genuine.split('.');
    const other = await server.signUp();
    await expectRefused(await upload(server, { token: `${prefix}.${other.userId}.${expires}.${signature}`, key }, photo), 'forbidden', key);
    await expectRefused(await upload(server, { token: `${prefix}.${me.userId}.${Number(expires) + 3600}.${signature}`, key }, photo), 'forbidden', key);
    server.clock.advance(15 * 60 * 1000 + 1000);
    await expectRefused(await upload(server, { token: genuine, key }, photo), 'forbidden', key);
  });

  it('only covers keys of the shape file/{filename}', async () => {
    const token = await uploadToken(server, me.token);
    for (const key of ['avatar/a.jpg', 'file/../a.jpg', 'file/a', 'file/a b.jpg', 'a.jpg']) {
      const answer = await upload(server, { token, key }, fixture('Canon_40D.jpg'));
      expect(answer.status, key).toBe(400);
    }
    expect(leftovers()).toEqual([]);
  });

  it("cannot overwrite another user's file", async () => {
    const key = newKey();
    expect((await uploadAs(server, me.token, fixture('Canon_40D.jpg'), key)).status).toBe(200);
    const stored = fs.readFileSync(path.join(objectsDir(), key));
    const other = await server.signUp();
    const answer = await uploadAs(server, other.token, fixture('gps_DSCN0010.jpg'), key);
    expect(answer.status).toBe(403);
    expect(fs.readFileSync(path.join(objectsDir(), key))).toEqual(stored);
  });
});

describe('the upload result of camera photos', () => {
  it('reads size, mean colour and the capture time in the server’s zone (Canon 40D)', async () => {
    const key = newKey();
    const answer = await uploadAs(server, me.token, fixture('Canon_40D.jpg'), key, 'Canon_40D.jpg');
    expect(answer.status).toBe(200);
    expect(uploadResultSchema.parse(answer.body)).toBeTruthy();
    expect(answer.body).toMatchObject({ key, name: 'Canon_40D.jpg', size: fixture('Canon_40D.jpg').length, width: 100, height: 68 });
    // 15:56:01 on the camera, read in Asia/Shanghai (UTC+8).
    expect(answer.body.datetimeISO).toBe('2008-05-30T07:56:01.000Z');
    expect(answer.body.imageAveRGB).toMatch(/^\d{1,3},\d{1,3},\d{1,3}$/);
    expect(answer.body.latitude).toBeUndefined();
    expect(stored(key)).toBe(true);
  });

  it('reads GPS as signed WGS-84 degrees', async () => {
    const answer = await uploadAs(server, me.token, fixture('gps_DSCN0010.jpg'));
    expect(answer.body).toMatchObject({ width: 640, height: 480, datetimeISO: '2008-10-22T08:28:39.000Z' });
    expect(answer.body.latitude).toBeCloseTo(43.467448, 5);
    expect(answer.body.longitude).toBeCloseTo(11.885127, 5);
  });

  it.each([
    ['orientation_landscape_1.jpg', 600, 450],
    ['orientation_landscape_6.jpg', 600, 450],
    ['orientation_portrait_6.jpg', 450, 600],
    ['orientation_portrait_8.jpg', 450, 600],
  ])('%s is %i×%i as shown (swapped when EXIF turns it a quarter)', async (name, width, height) => {
    const answer = await uploadAs(server, me.token, fixture(name));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ width, height });
    // No capture time in these files: the upload time stands in.
    expect(answer.body.datetimeISO).toBe(server.clock.now().toISOString());
  });

  it('judges by content: a PNG is a PNG whatever its name, its colour is its mean, and its key must say .png', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 100, b: 50 } } })
      .png()
      .toBuffer();
    const answer = await uploadAs(server, me.token, png, newKey('png'), 'not-really.jpg');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ width: 40, height: 30, imageAveRGB: '200,100,50' });
    const misnamed = newKey('jpg');
    await expectRefused(await uploadAs(server, me.token, png, misnamed), 'unsupportedFileType', misnamed);
  });

  it('reads a capture time without a zone in the uploader’s time zone, an IANA name or an offset', async () => {
    // Canon 40D: 2008-05-30 15:56:01 on the camera's clock, no zone written.
    const inNewYork = await upload(
      server,
      { token: await uploadToken(server, me.token), key: newKey(), timeZone: 'America/New_York' },
      fixture('Canon_40D.jpg'),
    );
    expect(inNewYork.body.datetimeISO).toBe('2008-05-30T19:56:01.000Z');
    const inIndia = await upload(server, { token: await uploadToken(server, me.token), key: newKey(), timeZone: '+05:30' }, fixture('Canon_40D.jpg'));
    expect(inIndia.body.datetimeISO).toBe('2008-05-30T10:26:01.000Z');
    const key = newKey();
    await expectRefused(
      await upload(server, { token: await uploadToken(server, me.token), key, timeZone: 'Mars/Olympus_Mons' }, fixture('Canon_40D.jpg')),
      'invalidRequest',
      key,
    );
  });

  it('reads a capture time without a zone in the offset between it and the GPS clock, when the camera had a fix', async () => {
    // 09:30 on the camera while the GPS said 00:30 UTC: the photo was taken at +09:00, wherever the uploader is now.
    const photo = await sharp(fixture('Canon_40D.jpg'))
      .withExif({
        IFD2: { DateTimeOriginal: '2026:07:04 09:30:00' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '35/1 39/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '139/1 42/1 0/1',
          GPSDateStamp: '2026:07:04',
          GPSTimeStamp: '0/1 30/1 4/1',
        },
      })
      .jpeg()
      .toBuffer();
    const answer = await upload(server, { token: await uploadToken(server, me.token), key: newKey(), timeZone: 'Europe/Berlin' }, photo);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ datetimeISO: '2026-07-04T00:30:00.000Z', latitude: 35.65, longitude: 139.7 });
  });
});

describe('only the product’s own media formats, proven by parsing them', () => {
  it('refuses bytes that only look like MPEG audio (0xFF…), under any name', async () => {
    const noise = Buffer.alloc(2000, 0xff);
    for (const extension of ['jpg', 'mp3', 'html']) {
      const key = newKey(extension);
      await expectRefused(await uploadAs(server, me.token, noise, key), 'unsupportedFileType', key);
    }
  });

  it('refuses a page or script under any key: HTML behind an MPEG frame header, SVG, JavaScript, XHTML, XML', async () => {
    const page = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.from('<html><script>document.title="pwned"</script></html>'.repeat(40))]);
    const pages: Array<[string, Buffer]> = [
      ['html', page],
      ['mp3', page],
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['js', Buffer.from('fetch("/restful",{method:"POST",body:localStorage.getItem("session")});'.repeat(30))],
      ['xhtml', Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>')],
      ['xml', Buffer.from('<?xml version="1.0"?><a><b/></a>'.repeat(30))],
    ];
    for (const [extension, content] of pages) {
      const key = newKey(extension);
      await expectRefused(await uploadAs(server, me.token, content, key), 'unsupportedFileType', key);
    }
  });

  it('names the supported formats when refusing one it does not take (AVIF)', async () => {
    const avif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
      .avif()
      .toBuffer();
    const key = newKey('avif');
    const answer = await uploadAs(server, me.token, avif, key);
    await expectRefused(answer, 'unsupportedFileType', key);
    expect(answer.body.error).toContain('JPEG, PNG, WebP, GIF, HEIC or HEIF');
  });

  it('takes a real MP3 and answers its length', async () => {
    const answer = await uploadAs(server, me.token, makeAudio(4, 'mp3'), newKey('mp3'));
    expect(answer.status).toBe(200);
    expect(answer.body.duration).toBeCloseTo(4, 0);
  });

  it('takes an iPhone-style HEIC: its shown size, the capture time through the GPS clock, and its position', async () => {
    const answer = await uploadAs(server, me.token, fixture('portrait_gps.heic'), newKey('heic'), 'IMG_0001.HEIC');
    expect(answer.status).toBe(200);
    // 09:30 on the camera, 00:30:05 UTC by GPS: +09:00.
    expect(answer.body).toMatchObject({ width: 450, height: 600, datetimeISO: '2026-07-04T00:30:00.000Z', latitude: 30.25, longitude: 120.15 });
    expect(answer.body.imageAveRGB).toMatch(/^\d{1,3},\d{1,3},\d{1,3}$/);
    expect(stored(answer.body.key)).toBe(true);
  });
});

describe('refusals leave nothing behind', () => {
  it('a truncated JPEG', async () => {
    const key = newKey();
    const whole = fixture('gps_DSCN0010.jpg');
    await expectRefused(await uploadAs(server, me.token, whole.subarray(0, Math.floor(whole.length / 2)), key), 'invalidRequest', key);
  });

  it('a file with an image name but other content', async () => {
    const key = newKey();
    const text = Buffer.from('<html><script>alert(1)</script></html>'.repeat(20));
    await expectRefused(await uploadAs(server, me.token, text, key, 'holiday.jpg'), 'unsupportedFileType', key);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 32)]);
    await expectRefused(await uploadAs(server, me.token, pdf, key, 'scan.png'), 'unsupportedFileType', key);
  });

  it('an image over the image size limit', async () => {
    const key = newKey();
    const big = Buffer.concat([fixture('Canon_40D.jpg'), Buffer.alloc(MAX_UPLOAD_BYTES.image)]);
    await expectRefused(await uploadAs(server, me.token, big, key), 'payloadTooLarge', key);
  });

  it('a decompression bomb (more pixels than the limit) before decoding it', async () => {
    const key = newKey('png');
    // 12000×12000 of one colour compresses to a few hundred KB but would decode to 432 MB.
    const bomb = await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expectRefused(await uploadAs(server, me.token, bomb, key), 'payloadTooLarge', key);
  });

  it('an upload over the storage quota, until Pro adds 10 GB', async () => {
    const user = await server.signUp();
    // The account has nearly filled its 500 MB already.
    await server.database.db
      .insertInto('mediaObjects')
      .values({
        key: `file/filled${user.userId}.jpg`,
        user: user.userId,
        size: FREE_STORAGE_BYTES - 1000,
        kind: 'image/jpeg',
        createdAt: server.clock.now().toISOString(),
      })
      .execute();
    const key = newKey();
    await expectRefused(await uploadAs(server, user.token, fixture('Canon_40D.jpg'), key), 'storageQuotaExceeded', key, user.userId);
    expect((await server.call('startFreeTrial', {}, user.token)).status).toBe(200);
    expect((await uploadAs(server, user.token, fixture('Canon_40D.jpg'), key)).status).toBe(200);
  });

  it('a multi-file save: one bad file fails alone, the others are stored', async () => {
    const keys = [newKey(), newKey(), newKey()];
    const answers = [];
    for (const [i, content] of [fixture('Canon_40D.jpg'), Buffer.from('not a photo at all, only words'), fixture('orientation_portrait_8.jpg')].entries()) {
      answers.push(await uploadAs(server, me.token, content, keys[i]));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 415, 200]);
    expect(keys.map(stored)).toEqual([true, false, true]);
  });
});

describe('videos', () => {
  it('a 5 s MP4 answers its duration, size and no rotation', async () => {
    const answer = await uploadAs(server, me.token, makeVideo(5), newKey('mp4'), 'clip.mp4');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ width: 320, height: 240, videoRotate: 0 });
    expect(answer.body.duration).toBeCloseTo(5, 1);
    expect(answer.body.imageAveRGB).toBeUndefined();
  });

  it('a video turned a quarter answers its shown size (swapped) and its rotation', async () => {
    const answer = await uploadAs(server, me.token, makeVideo(5, { rotate: 90 }), newKey('mp4'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ width: 240, height: 320 });
    expect([90, 270]).toContain(answer.body.videoRotate);
  });

  it('is refused under 3 s and over 30 s', async () => {
    const short = newKey('mp4');
    await expectRefused(await uploadAs(server, me.token, makeVideo(2), short), 'videoTooShort', short);
    const long = newKey('mp4');
    await expectRefused(await uploadAs(server, me.token, makeVideo(31), long), 'videoTooLong', long);
  });

  it('a truncated MP4 is refused', async () => {
    const key = newKey('mp4');
    const video = makeVideo(5);
    await expectRefused(await uploadAs(server, me.token, video.subarray(0, video.length - 2000), key), 'invalidRequest', key);
  });
});
