import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_HEADER, type ImportProgress } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { add, date, diaryBody, list, ptr } from './support/records';
import { fixture, newKey, uploadAs } from './support/media';
import { startTestServer, type SignedIn, type TestServer } from './support/server';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { newFileKey, sealingStream } from '../src/media/sealed-format';
import { ImportRefusal } from '../src/transfer/import-refusal';
import { openZip } from '../src/transfer/zip-reader';
import { keepAnswer } from '../src/assistant/kept-answers';
import { loadConfig } from '../src/config';
import { openKeyRing } from '../src/encryption/open-keys';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function proUser(): Promise<SignedIn> {
  const user = await server.signUp();
  expect((await server.call('startFreeTrial', {}, user.token)).status).toBe(200);
  return user;
}

async function downloadArchive(user: SignedIn): Promise<Buffer> {
  const link = await server.call<{ url: string; filename: string }>('exportArchive', {}, user.token);
  expect(link.status).toBe(200);
  expect(link.body.filename).toMatch(/^diary-archive-\d{4}-\d\d-\d\d\.zip$/);
  const response = await fetch(link.body.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  return Buffer.from(await response.arrayBuffer());
}

/** Uploads a ZIP for import and follows the job to its end. */
async function importZip(user: SignedIn, zip: Buffer): Promise<ImportProgress> {
  const form = new FormData();
  form.append('file', new Blob([zip]), 'archive.zip');
  const response = await fetch(`${server.url}/import`, { method: 'POST', headers: { [SESSION_HEADER]: user.token }, body: form });
  const body = (await response.json()) as { jobId: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  for (;;) {
    const progress = await server.call<ImportProgress>('getImportProgress', { jobId: body.jobId }, user.token);
    expect(progress.status).toBe(200);
    if (progress.body.state === 'done' || progress.body.state === 'failed') return progress.body;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  zip.end();
  return collect(zip.outputStream);
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Everything a user's diaries say, without ids or times of writing: what must survive an export and an import. */
async function diaryContents(user: SignedIn) {
  const { items } = await list(server, user.token, 'diary', { include: ['gallery', 'location', 'people', 'tag', 'status'], order: '-datetime' });
  return items.map((d) => ({
    title: d.title,
    content: d.content,
    datetime: d.datetime.iso,
    todayonhistory: d.todayonhistory,
    timeZone: d.timeZone ?? null,
    favorite: d.favorite,
    weather: d.weather,
    status: d.status?.name ?? null,
    tags: (d.tag ?? []).map((t: { name: string; summary?: string }) => [t.name, t.summary ?? null]),
    places: (d.location ?? []).map((l: { name: string; summary?: string; coordinates?: unknown }) => [l.name, l.summary ?? null, l.coordinates ?? null]),
    people: (d.people ?? []).map((p: { name: string }) => p.name),
    gallery: (d.gallery ?? []).map((f: { kind: string; caption?: string; size?: number }) => [f.kind, f.caption ?? null, f.size ?? null]),
  }));
}

async function countsOf(user: SignedIn) {
  const out: Record<string, Array<[string, number]>> = {};
  for (const className of ['tag', 'location', 'people', 'status', 'archive', 'weather']) {
    const { items } = await list(server, user.token, className);
    out[className] = items.map((r) => [String(r.name ?? r.code ?? `${r.year}-${r.month}`), Number(r.count)] as [string, number]).sort();
  }
  return out;
}

async function mediaBytesOf(user: SignedIn): Promise<string[]> {
  const { mediaBase } = (await server.call<{ mediaBase: string }>('media_base', {}, user.token)).body;
  const { items } = await list(server, user.token, 'file');
  const hashes = await Promise.all(
    items.map(async (f) =>
      createHash('sha256')
        .update(Buffer.from(await (await fetch(`${mediaBase}/${f.filename}`)).arrayBuffer()))
        .digest('hex'),
    ),
  );
  return hashes.sort();
}

describe('export and import', () => {
  it('an archive imported into a new account gives the same diaries, photos and counts', async () => {
    const me = await proUser();
    const photoKey = newKey();
    expect((await uploadAs(server, me.token, fixture('Canon_40D.jpg'), photoKey)).status).toBe(200);
    const fileId = await add(server, me.token, 'file', { filename: photoKey, kind: 'image/jpeg', caption: '海边的早晨' });
    const topic = await add(server, me.token, 'topic', { name: '旅行' });
    const tag = await add(server, me.token, 'tag', { name: '西湖', topic: ptr('topic', topic), summary: 'Walks by the lake' });
    const place = await add(server, me.token, 'location', {
      name: '断桥',
      summary: '冬天的断桥',
      coordinates: { __type: 'GeoPoint', latitude: 30.26, longitude: 120.15 },
    });
    const friend = await add(server, me.token, 'people', { name: 'Ada' });
    const status = await add(server, me.token, 'status', { name: 'calm', emoji: '🙂' });
    await add(
      server,
      me.token,
      'diary',
      diaryBody({
        title: '早晨',
        content: '今天去了西湖 with Ada 🙂',
        favorite: true,
        weather: 1,
        tag: [ptr('tag', tag)],
        location: [ptr('location', place)],
        people: [ptr('people', friend)],
        status: ptr('status', status),
        gallery: [ptr('file', fileId)],
        cover: photoKey,
      }),
    );
    const secondDay = await add(
      server,
      me.token,
      'diary',
      diaryBody({ content: 'A second day', datetime: date('2026-10-02T01:00:00.000Z'), todayonhistory: '1002', tag: [ptr('tag', tag)] }),
    );
    // A question and answer kept from the assistant, citing the second day.
    const keys = await openKeyRing(loadConfig(server.env), server.database);
    const source = { n: 1, id: secondDay, day: '2026-10-02', title: '' };
    await keepAnswer(server.database, keys, me.userId, new Date('2026-11-01T08:00:00Z'), {
      question: 'What did I do in October?',
      answer: 'A second day [1].',
      diaries: [source],
    });

    const archive = await downloadArchive(me);
    // Beside the records, a page to read offline: the diaries, oldest first, each photo drawn from its own file in the ZIP.
    const unpacked = path.join(os.tmpdir(), `archive-${process.pid}-${Date.now()}.zip`);
    fs.writeFileSync(unpacked, archive);
    const zip = await openZip(unpacked);
    const page = await zip.readText('diaries.html', 10_000_000);
    zip.close();
    fs.rmSync(unpacked);
    expect(page.indexOf('A second day')).toBeLessThan(page.indexOf('今天去了西湖 with Ada 🙂'));
    expect(page).toContain(`<a href="media/${photoKey}"><img src="media/${photoKey}"`);
    expect(zip.sizes.has(`media/${photoKey}`)).toBe(true);
    expect(page).not.toMatch(/https?:\/\//);

    const other = await proUser();
    const result = await importZip(other, archive);
    expect(result.state, JSON.stringify(result.error)).toBe('done');
    expect(result.format).toBe('diary');
    expect(result.counts).toMatchObject({ diaries: 2, files: 1, places: 1, people: 1, stories: 1 });

    expect(await diaryContents(other)).toEqual(await diaryContents(me));
    expect(await countsOf(other)).toEqual(await countsOf(me));
    expect(await mediaBytesOf(other)).toEqual(await mediaBytesOf(me));
    // The imported diaries are searchable like any others.
    expect((await list(server, other.token, 'diary', { where: { content: { $contains: 'WITH ADA' } }, count: true })).count).toBe(1);
    // The kept answer came along, its source the second day as imported; importing again keeps it once.
    const keptOf = async () => (await server.call<{ answers: Array<Record<string, any>> }>('getKeptAnswers', {}, other.token)).body.answers;
    const [imported] = await keptOf();
    const importedDay = (await list(server, other.token, 'diary', { where: { content: 'A second day' } })).items[0]!.objectId;
    expect(imported).toMatchObject({ question: 'What did I do in October?', askedAt: '2026-11-01T08:00:00.000Z', diaries: [{ ...source, id: importedDay }] });
    expect((await importZip(other, archive)).state).toBe('done');
    expect(await keptOf()).toHaveLength(1);
  });

  it('exports as Day One JSON (its import format), and importing that here gives back the same diaries', async () => {
    const me = await proUser();
    const photos = [fixture('Canon_40D.jpg'), fixture('gps_DSCN0010.jpg')];
    const keys = [newKey(), newKey()];
    const fileIds = [];
    for (const [n, key] of keys.entries()) {
      expect((await uploadAs(server, me.token, photos[n]!, key)).status).toBe(200);
      fileIds.push(await add(server, me.token, 'file', { filename: key, kind: 'image/jpeg' }));
    }
    const tag = await add(server, me.token, 'tag', { name: '西湖' });
    const place = await add(server, me.token, 'location', {
      name: '断桥',
      address: '杭州, 浙江',
      coordinates: { __type: 'GeoPoint', latitude: 30.26, longitude: 120.15 },
    });
    const people = [await add(server, me.token, 'people', { name: 'Ada' }), await add(server, me.token, 'people', { name: '小林' })];
    const status = await add(server, me.token, 'status', { name: 'calm', emoji: '🙂' });
    await add(
      server,
      me.token,
      'diary',
      diaryBody({
        title: '早晨 (1)',
        content: '今天去了西湖. *Not* a heading:\n# still text - 1. [x] _under_ a\\b!',
        favorite: true,
        weather: 6,
        tag: [ptr('tag', tag)],
        location: [ptr('location', place)],
        people: people.map((id) => ptr('people', id)),
        status: ptr('status', status),
        gallery: fileIds.map((id) => ptr('file', id)),
        cover: keys[0],
      }),
    );
    await add(
      server,
      me.token,
      'diary',
      diaryBody({ content: 'A second day', datetime: date('2026-10-02T01:00:00.000Z'), todayonhistory: '1002', timeZone: 'Europe/London' }),
    );

    const link = await server.call<{ url: string; filename: string }>('exportArchive', { format: 'dayone' }, me.token);
    expect(link.body.filename).toMatch(/^diary-dayone-\d{4}-\d\d-\d\d\.zip$/);
    expect(new URL(link.body.url).pathname).toMatch(/^\/export\/dayone\//);
    const exported = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());

    // Day One's format, as its export writes it and its import reads it: a journal JSON at the top, each photo by its MD5.
    const unpacked = path.join(os.tmpdir(), `dayone-${process.pid}-${Date.now()}.zip`);
    fs.writeFileSync(unpacked, exported);
    const zip = await openZip(unpacked);
    const journal = JSON.parse(await zip.readText('Diary.json', 10_000_000)) as { metadata: { version: string }; entries: Array<Record<string, any>> };
    const photoFiles = await Promise.all(
      [...zip.sizes.keys()].filter((name) => name.startsWith('photos/')).map(async (name) => [name, await zip.read(name)] as const),
    );
    zip.close();
    fs.rmSync(unpacked);
    expect(journal.metadata.version).toBe('1.0');
    expect(journal.entries).toHaveLength(2);
    const [second, first] = journal.entries;
    // Each entry in the zone its diary was written in; one that kept none, in the server's.
    expect(second).toMatchObject({ creationDate: '2026-10-02T01:00:00Z', timeZone: 'Europe/London', starred: false, text: 'A second day' });
    expect(first).toMatchObject({ timeZone: 'Asia/Shanghai' });
    expect(first!.uuid).toMatch(/^[0-9A-F]{32}$/);
    expect(first!.text.split('\n\n')[0]).toBe('# 早晨 \\(1\\)');
    expect(first).toMatchObject({
      starred: true,
      tags: ['西湖', '@Ada', '@小林', 'mood:🙂 calm'],
      location: { placeName: '断桥', localityName: '杭州, 浙江', latitude: 30.26, longitude: 120.15 },
      weather: { weatherCode: 'thunderstorm' },
    });
    expect(first!.photos.map((p: { orderInEntry: number }) => p.orderInEntry)).toEqual([0, 1]);
    for (const [n, photo] of (first!.photos as Array<{ md5: string; type: string; identifier: string }>).entries()) {
      expect(photo.md5).toBe(createHash('md5').update(photos[n]!).digest('hex'));
      expect(photoFiles.find(([name]) => name === `photos/${photo.md5}.${photo.type}`)?.[1].equals(photos[n]!)).toBe(true);
      expect(first!.text).toContain(`![](dayone-moment://${photo.identifier})`);
    }

    const other = await proUser();
    const result = await importZip(other, exported);
    expect(result.state, JSON.stringify(result.error)).toBe('done');
    expect(result.format).toBe('dayone');
    expect(result.counts).toMatchObject({ diaries: 2, files: 2, places: 1, people: 2, stories: 1 });
    // What Day One has room for comes back as it was; what it has not (a story's or place's summary, a caption) is not
    // sent, and a photo's size is read again from the photo (the bytes are compared below). Every Day One entry has a
    // zone: a diary that kept none comes back in the server's.
    const comparable = async (user: SignedIn) =>
      (await diaryContents(user)).map(({ gallery, timeZone, ...diary }) => ({
        ...diary,
        timeZone: timeZone ?? 'Asia/Shanghai',
        gallery: gallery.map(([kind]: unknown[]) => kind),
      }));
    expect(await comparable(other)).toEqual(await comparable(me));
    const emoji = await list(server, other.token, 'status', { where: { name: 'calm' } });
    expect(emoji.items[0]!.emoji).toBe('🙂');
    expect(await mediaBytesOf(other)).toEqual(await mediaBytesOf(me));
  });

  it('an uploaded archive waits on disk sealed: no ZIP header or word of it is readable, and the import reads it through its key', async () => {
    const photo = fixture('Canon_40D.jpg');
    const zip = await zipOf({
      'Journal.json': JSON.stringify({
        metadata: { version: '1.0' },
        entries: [{ uuid: 'E1', creationDate: '2025-05-11T23:30:00Z', text: 'Quokkaword by the sea' }],
      }),
      'photos/a.jpeg': photo,
    });
    const file = path.join(os.tmpdir(), `sealed-import-${process.pid}-${Date.now()}.zip`);
    const sealed = { fileKey: newFileKey(), where: 'u\u0000import\u0000x.zip' };
    await pipeline(Readable.from([zip.subarray(0, 5000), zip.subarray(5000)]), sealingStream(sealed.fileKey, sealed.where), fs.createWriteStream(file));
    const onDisk = fs.readFileSync(file);
    for (const readable of [Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from('Quokkaword'), Buffer.from('Journal.json'), photo.subarray(2000, 2048)])
      expect(onDisk.includes(readable)).toBe(false);
    const reader = await openZip(file, sealed);
    expect([...reader.sizes.keys()].sort()).toEqual(['Journal.json', 'photos/a.jpeg']);
    expect(await reader.readText('Journal.json', 1_000_000)).toContain('Quokkaword');
    expect((await reader.read('photos/a.jpeg')).equals(photo)).toBe(true);
    reader.close();
    await expect(openZip(file, { ...sealed, fileKey: newFileKey() })).rejects.toBeInstanceOf(ImportRefusal);
    fs.rmSync(file);
  });

  it("Day One's JSON export imports with its photos, tags, places, weather, stars and dates", async () => {
    const me = await proUser();
    const photo = fixture('Canon_40D.jpg');
    const md5 = createHash('md5').update(photo).digest('hex');
    const journal = {
      metadata: { version: '1.0' },
      entries: [
        {
          uuid: 'A1B2C3',
          creationDate: '2025-05-11T23:30:00Z',
          timeZone: 'Asia/Shanghai',
          starred: true,
          text: '湖边散步\n\n![](dayone-moment://PHOTO1)\n\nThe water was \\*still\\*.',
          tags: ['Walks', '西湖'],
          location: {
            placeName: 'Broken Bridge',
            localityName: 'Hangzhou',
            administrativeArea: 'Zhejiang',
            country: 'China',
            latitude: 30.26,
            longitude: 120.15,
          },
          weather: { conditionsDescription: 'Light Rain', weatherCode: 'rain', temperatureCelsius: 18 },
          photos: [{ identifier: 'PHOTO1', md5, type: 'jpeg', orderInEntry: 0 }],
        },
        {
          uuid: 'D4E5F6',
          creationDate: '2025-06-01T08:00:00Z',
          timeZone: 'Europe/London',
          text: 'x'.repeat(2100),
          tags: ['Walks'],
          weather: { weatherCode: 'mostly-cloudy' },
        },
        { uuid: 'EMPTY1', creationDate: '2025-06-02T08:00:00Z', text: '' },
      ],
    };
    const result = await importZip(me, await zipOf({ 'Journal.json': JSON.stringify(journal), [`photos/${md5}.jpeg`]: photo }));
    expect(result.state, JSON.stringify(result.error)).toBe('done');
    expect(result.format).toBe('dayone');
    expect(result.counts).toEqual({
      diaries: 2,
      files: 1,
      places: 1,
      people: 0,
      stories: 2,
      shortened: 1,
      skippedMedia: 0,
      skippedEntries: 1,
      alreadyThere: 0,
    });

    const diaries = await diaryContents(me);
    expect(diaries).toHaveLength(2);
    const [long, walk] = diaries;
    // 07:30 on the 12th in Shanghai; starred; a photo; rain; two stories; the place with its coordinates.
    expect(walk).toMatchObject({
      content: '湖边散步\n\nThe water was *still*.',
      datetime: '2025-05-11T23:30:00.000Z',
      todayonhistory: '0512',
      timeZone: 'Asia/Shanghai',
      favorite: true,
      weather: 5,
    });
    expect(walk!.tags.map(([name]: [string]) => name).sort()).toEqual(['Walks', '西湖']);
    expect(walk!.places).toEqual([['Broken Bridge', null, { __type: 'GeoPoint', latitude: 30.26, longitude: 120.15 }]]);
    expect(walk!.gallery).toEqual([['image/jpeg', null, photo.length]]);
    expect(long).toMatchObject({ todayonhistory: '0601', timeZone: 'Europe/London', weather: 3, favorite: false });
    expect(Array.from(long!.content as string)).toHaveLength(2000);
    expect(await mediaBytesOf(me)).toEqual([createHash('sha256').update(photo).digest('hex')]);
    expect((await countsOf(me)).tag).toEqual([
      ['Walks', 2],
      ['西湖', 1],
    ]);
  });

  it('importing twice adds nothing twice: a backup into its own account, the same archive twice into another, a Day One export twice', async () => {
    const me = await proUser();
    const photoKey = newKey();
    expect((await uploadAs(server, me.token, fixture('Canon_40D.jpg'), photoKey)).status).toBe(200);
    const fileId = await add(server, me.token, 'file', { filename: photoKey, kind: 'image/jpeg' });
    const tag = await add(server, me.token, 'tag', { name: '湖' });
    await add(server, me.token, 'diary', diaryBody({ content: '湖边', tag: [ptr('tag', tag)], gallery: [ptr('file', fileId)], cover: photoKey, weather: 2 }));
    await add(server, me.token, 'diary', diaryBody({ content: 'Only words', datetime: date('2026-10-02T01:00:00.000Z'), todayonhistory: '1002' }));
    const archive = await downloadArchive(me);
    const stored = async (user: SignedIn) =>
      (await server.database.db.selectFrom('mediaObjects').select('key').where('user', '=', user.userId).execute()).length;
    const everything = async (user: SignedIn) => ({
      diaries: await diaryContents(user),
      counts: await countsOf(user),
      media: await mediaBytesOf(user),
      stored: await stored(user),
    });
    const mine = await everything(me);

    // Back into the account it came from: every diary is there by its id.
    const home = await importZip(me, archive);
    expect(home.state, JSON.stringify(home.error)).toBe('done');
    expect(home.counts).toMatchObject({ diaries: 0, files: 0, alreadyThere: 2 });
    expect(await everything(me)).toEqual(mine);

    // Twice into another account: the second time every diary is there by its datetime and text.
    const other = await proUser();
    expect((await importZip(other, archive)).counts).toMatchObject({ diaries: 2, files: 1, alreadyThere: 0 });
    const again = await importZip(other, archive);
    expect(again.counts).toMatchObject({ diaries: 0, files: 0, alreadyThere: 2 });
    expect(await everything(other)).toEqual(mine);

    // A Day One export run twice.
    const photo = fixture('Canon_40D.jpg');
    const md5 = createHash('md5').update(photo).digest('hex');
    const journal = {
      metadata: { version: '1.0' },
      entries: [
        { uuid: 'E1', creationDate: '2025-05-11T23:30:00Z', text: '![](dayone-moment://P1)\n\n雨', photos: [{ identifier: 'P1', md5, type: 'jpeg' }] },
        { uuid: 'E2', creationDate: '2025-06-01T08:00:00Z', text: 'Sun', tags: ['Walks'] },
      ],
    };
    const dayOne = await zipOf({ 'Journal.json': JSON.stringify(journal), [`photos/${md5}.jpeg`]: photo });
    const reader = await proUser();
    expect((await importZip(reader, dayOne)).counts).toMatchObject({ diaries: 2, files: 1, stories: 1, alreadyThere: 0 });
    const first = await everything(reader);
    expect((await importZip(reader, dayOne)).counts).toMatchObject({ diaries: 0, files: 0, stories: 0, alreadyThere: 2 });
    expect(await everything(reader)).toEqual(first);
  });

  it('a truncated archive, or one whose records do not fit, imports nothing and says why', async () => {
    const source = await proUser();
    for (let i = 0; i < 3; i++) await add(server, source.token, 'diary', diaryBody({ content: `entry ${i}` }));
    const archive = await downloadArchive(source);
    const me = await proUser();

    const truncated = await importZip(me, archive.subarray(0, Math.floor(archive.length / 2)));
    expect(truncated.state).toBe('failed');
    expect(truncated.error).toMatchObject({ error: 'invalidRequest' });
    expect(truncated.error!.message).toMatch(/not a complete ZIP/);

    const json = JSON.parse((await collectEntry(archive, 'archive.json')).toString('utf8'));
    json.records.diary[2].content = 'y'.repeat(3000);
    const tampered = await importZip(me, await zipOf({ 'archive.json': JSON.stringify(json) }));
    expect(tampered.state).toBe('failed');
    expect(tampered.error!.message).toMatch(/diary .* does not fit: content/);

    expect((await list(server, me.token, 'diary', { count: true })).count).toBe(0);
    expect(await server.database.db.selectFrom('mediaObjects').select('key').where('user', '=', me.userId).execute()).toEqual([]);
  });

  it('without Pro, an archive that would take the account past 31 diaries is refused whole', async () => {
    const source = await proUser();
    const requests = Array.from({ length: 32 }, (_, i) => ({ method: 'POST', className: 'diary', body: diaryBody({ content: `day ${i}` }) }));
    expect((await server.call('batch_op_items', { requests }, source.token)).status).toBe(200);
    const archive = await downloadArchive(source);
    const free = await server.signUp();
    const result = await importZip(free, archive);
    expect(result.state).toBe('failed');
    expect(result.error?.error).toBe('freeCapReached');
    expect((await list(server, free.token, 'diary', { count: true })).count).toBe(0);
  });

  it('an import whose process died is taken back out: at once by a lone embedded server, after it stalls where several run', async () => {
    const user = await server.signUp();
    const unfinished = async (minutesAgo: number) => {
      const tag = await add(server, user.token, 'tag', { name: `half-imported ${minutesAgo}` });
      const at = new Date(server.clock.now().getTime() - minutesAgo * 60_000).toISOString();
      const id = `import-${minutesAgo}-${user.userId}`;
      await server.database.db
        .insertInto('importJobs')
        .values({
          id,
          user: user.userId,
          state: 'writing',
          format: null,
          written: JSON.stringify({ records: [['tag', tag]], media: [] }),
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      return { id, tag };
    };
    const stateOf = async (id: string) =>
      (await server.database.db.selectFrom('importJobs').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
    const tagsLeft = async () => (await list(server, user.token, 'tag')).items.map((t) => t.objectId);

    // Several workers or instances: one may still be running the fresh import; the stalled one is undone.
    const [fresh, stalled] = [await unfinished(1), await unfinished(11)];
    await server.restart({ DIARY_WORKERS: '2' });
    expect([await stateOf(fresh.id), await stateOf(stalled.id)]).toEqual(['writing', 'failed']);
    expect(await tagsLeft()).toEqual([fresh.tag]);

    // Where the embedded server is the only process, nothing unfinished can still be running.
    if (server.database.kind === 'sqlite') {
      await server.restart({ DIARY_WORKERS: '1' });
      expect(await stateOf(fresh.id)).toBe('failed');
      expect(await tagsLeft()).toEqual([]);
    }
  });

  it('an archive link is for its user and expires; an import needs a session', async () => {
    const me = await proUser();
    const link = await server.call<{ url: string }>('exportArchive', {}, me.token);
    expect((await fetch(`${link.body.url}x`)).status).toBe(403);
    server.clock.advance(11 * 60_000);
    expect((await fetch(link.body.url)).status).toBe(403);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('PK')]), 'a.zip');
    expect((await fetch(`${server.url}/import`, { method: 'POST', body: form })).status).toBe(401);
  });
});

async function collectEntry(zip: Buffer, name: string): Promise<Buffer> {
  const yauzl = await import('yauzl');
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  for await (const entry of file.eachEntry()) if (entry.fileName === name) return collect(await file.openReadStreamPromise(entry));
  throw new Error(`${name} is not in the archive`);
}
