import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { postgresProgram } from '@diary/tooling/postgres';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { newKey } from '../src/encryption/key-provider';
import { sealEarlierRows } from '../src/storage/seal-earlier-rows';
import { openKeyRing } from '../src/encryption/open-keys';
import { add, diaryBody, list, ptr } from './support/records';
import { DB_KIND, withServer, type TestServer } from './support/server';
import { fixture, newKey as newMediaKey, uploadAs } from './support/media';

/** Words no other test writes, in each script the product is used in. */
const tag = `${process.pid}${Date.now() % 100000}`;
const MARKERS = {
  chinese: `琥珀鲸${tag}号`,
  english: `Quokkamarker${tag}`,
  emoji: '🦑🪼🦩',
  title: `标题${tag}`.slice(0, 16),
  caption: `Captionmarker${tag}`,
  summary: `Summarymarker${tag}`,
};

/** Every byte the database keeps: SQLite's main file and its write-ahead log, or a dump of the PostgreSQL database. */
function storedBytes(server: TestServer): Buffer {
  if (DB_KIND === 'sqlite') {
    const file = path.join(server.env.DIARY_DATA_DIR!, 'diary.sqlite');
    return Buffer.concat([file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
  }
  return execFileSync(postgresProgram('pg_dump'), ['--dbname', server.env.DIARY_DATABASE_URL!, '--data-only'], { maxBuffer: 256 * 1024 * 1024 });
}

const leaked = (bytes: Buffer) =>
  Object.entries(MARKERS)
    .filter(([, marker]) => bytes.includes(Buffer.from(marker, 'utf8')))
    .map(([name]) => name);

async function searchCount(server: TestServer, token: string, keyword: string): Promise<number> {
  const { count } = await list(server, token, 'diary', { where: { content: { $contains: keyword } }, count: true });
  return count!;
}

describe('what people write is stored encrypted', () => {
  it('no diary text, title, caption or summary is in the database files, and search still finds each word', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const photo = newMediaKey();
      expect((await uploadAs(server, me.token, fixture('Canon_40D.jpg'), photo)).status).toBe(200);
      const fileId = await add(server, me.token, 'file', { filename: photo, kind: 'image/jpeg', caption: MARKERS.caption });
      await add(server, me.token, 'location', { name: 'Harbour', summary: MARKERS.summary });
      await add(
        server,
        me.token,
        'diary',
        diaryBody({ title: MARKERS.title, content: `早上在海边看见了${MARKERS.chinese}。`, gallery: [ptr('file', fileId)] }),
      );
      await add(server, me.token, 'diary', diaryBody({ content: `Met ${MARKERS.english.toUpperCase()} at the pier ${MARKERS.emoji}` }));
      // A text changed and then deleted: neither the old nor the new one may linger.
      const edited = await add(server, me.token, 'diary', diaryBody({ content: `draft ${MARKERS.english} draft` }));
      expect((await server.call('update_item', { className: 'diary', objectId: edited, data: { content: 'rewritten' } }, me.token)).status).toBe(200);
      expect((await server.call('delete_item', { className: 'diary', objectId: edited }, me.token)).status).toBe(200);

      expect(leaked(storedBytes(server))).toEqual([]);

      // Search as before: Chinese without spaces, English whatever its case, emoji; the owner reads it all back.
      expect(await searchCount(server, me.token, MARKERS.chinese.slice(1, 4))).toBe(1);
      expect(await searchCount(server, me.token, MARKERS.english.toLowerCase())).toBe(1);
      expect(await searchCount(server, me.token, MARKERS.english)).toBe(1);
      expect(await searchCount(server, me.token, MARKERS.emoji)).toBe(1);
      expect(await searchCount(server, me.token, 'draft')).toBe(0);
      const { items } = await list(server, me.token, 'diary', { where: { title: MARKERS.title }, include: ['gallery'], count: true });
      expect(items.map((d) => [d.title, d.content, d.gallery[0].caption])).toEqual([[MARKERS.title, `早上在海边看见了${MARKERS.chinese}。`, MARKERS.caption]]);
      expect((await list(server, me.token, 'location')).items[0]!.summary).toBe(MARKERS.summary);

      // Another user's search finds nothing of it.
      const other = await server.signUp();
      expect(await searchCount(server, other.token, MARKERS.english)).toBe(0);
    });
  });

  it('a wrong master key refuses to start', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      await add(server, me.token, 'diary', diaryBody());
      const wrong = { ...server.env, DIARY_MASTER_KEYS: `1:${newKey().toString('base64')}` };
      await expect(buildApp({ config: loadConfig(wrong), database: server.database })).rejects.toThrow(/Master key version 1 is not the one/);
      // A key that is not a key at all is a configuration error.
      expect(() => loadConfig({ ...server.env, DIARY_MASTER_KEYS: 'secret' })).toThrow(/DIARY_MASTER_KEYS/);
      // Production names its key: it never makes one for itself.
      expect(() => loadConfig({ ...server.env, NODE_ENV: 'production', DIARY_SECRET: 'x'.repeat(40), DIARY_SMS_OUTBOX: '' })).toThrow(/DIARY_MASTER_KEYS/);
    });
  });

  it('rows written before encryption are sealed and indexed at start, in batches that survive an interruption', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const db = server.database.db;
      // As an older server left them: plain text, no index, no data keys, not yet walked.
      const plain = Array.from({ length: 1200 }, (_, i) => ({
        id: `plain${tag}x${String(i).padStart(5, '0')}`,
        user: me.userId,
        createdAt: '2026-11-20T00:00:00.000Z',
        updatedAt: '2026-11-20T00:00:00.000Z',
        data: '{}',
        title: i === 0 ? MARKERS.title : '',
        content: i === 7 ? `old ${MARKERS.english} text` : `往日的日记 ${i}`,
        datetime: '2026-11-20T00:00:00.000Z',
        archiveMonth: '2026-11',
        todayonhistory: '1120',
      }));
      for (let i = 0; i < plain.length; i += 200)
        await db
          .insertInto('diaries')
          .values(plain.slice(i, i + 200))
          .execute();
      await db
        .insertInto('locations')
        .values({
          id: `place${tag}`,
          user: me.userId,
          createdAt: '2026-11-20T00:00:00.000Z',
          updatedAt: '2026-11-20T00:00:00.000Z',
          data: JSON.stringify({ summary: MARKERS.summary }),
          name: 'Old place',
        })
        .execute();
      await db.deleteFrom('dataKeys').execute();
      await db.deleteFrom('serverState').execute();

      // The first start is stopped after its first batch.
      const keys = await openKeyRing(loadConfig(server.env), server.database);
      const stop = new Error('killed');
      await expect(
        sealEarlierRows(server.database, keys, server.clock.now(), () => {
          throw stop;
        }),
      ).rejects.toBe(stop);
      const sealedSoFar = await db
        .selectFrom('diaries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('content', 'like', 'e1.%')
        .executeTakeFirst();
      expect(Number(sealedSoFar?.n)).toBe(500);

      // The next start goes on and finishes; nothing plain is left anywhere in the files.
      await server.restart({});
      expect(
        Number(
          (
            await db
              .selectFrom('diaries')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('content', 'not like', 'e1.%')
              .executeTakeFirst()
          )?.n,
        ),
      ).toBe(0);
      if (DB_KIND === 'postgres') await sql`vacuum`.execute(db);
      expect(leaked(storedBytes(server))).toEqual([]);
      expect(await searchCount(server, me.token, MARKERS.english.toLowerCase())).toBe(1);
      expect(await searchCount(server, me.token, '往日')).toBe(1199);
      // Indexed with its title, as a save indexes it.
      expect(await searchCount(server, me.token, MARKERS.title)).toBe(1);
      const [first] = (await list(server, me.token, 'diary', { where: { title: MARKERS.title } })).items;
      expect(first!.content).toBe('往日的日记 0');
      expect((await list(server, me.token, 'location')).items.find((l) => l.name === 'Old place')?.summary).toBe(MARKERS.summary);
    });
  });
});
