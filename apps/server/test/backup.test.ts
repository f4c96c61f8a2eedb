import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SESSION_HEADER } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { masterKeysFileOf } from '../src/encryption/key-provider';
import { add, diaryBody, ptr } from './support/records';
import { fixture, newKey, uploadAs } from './support/media';
import { DB_KIND, withServer } from './support/server';

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/admin.js');

describe.skipIf(DB_KIND !== 'sqlite')('an online backup of the embedded server', () => {
  it('is taken while diaries are being written, and a server restored from it reads every diary it holds', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      await server.call('startFreeTrial', {}, me.token);
      const photo = newKey();
      expect((await uploadAs(server, me.token, fixture('Canon_40D.jpg'), photo)).status).toBe(200);
      const fileId = await add(server, me.token, 'file', { filename: photo, kind: 'image/jpeg' });
      const written = new Map<string, string>();
      written.set(
        await add(server, me.token, 'diary', diaryBody({ content: '备份之前写的 with a photo', gallery: [ptr('file', fileId)] })),
        '备份之前写的 with a photo',
      );

      // Writes go on while the backup is taken.
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) written.set(await add(server, me.token, 'diary', diaryBody({ content: `写于备份之时 ${i}` })), `写于备份之时 ${i}`);
      })();
      // The admin command, in a process of its own beside the running server, as a self-hoster runs it.
      const into = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-backup-'));
      let backup: { stdout: string };
      try {
        backup = await promisify(execFile)(process.execPath, [ADMIN, 'backup', into], { env: { ...process.env, ...server.env } });
      } finally {
        writing = false;
        await writer;
      }
      expect(written.size).toBeGreaterThan(1);
      expect(backup!.stdout).toContain('media: 1 files');
      expect(backup!.stdout).toContain('master keys are not in the backup');
      const result = { database: path.join(into, 'diary.sqlite') };

      // Restore: the backup's files in a new data directory, with the master keys kept apart.
      const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-restored-'));
      fs.copyFileSync(result.database, path.join(restoredDir, 'diary.sqlite'));
      fs.cpSync(path.join(into, 'media'), path.join(restoredDir, 'media'), { recursive: true });
      fs.copyFileSync(masterKeysFileOf(server.env.DIARY_DATA_DIR!), masterKeysFileOf(restoredDir));
      const restoredConfig = loadConfig({ ...server.env, DIARY_DATA_DIR: restoredDir });
      const database = openDatabase(restoredConfig.database);
      await migrateToLatest(database.db);
      const app = await buildApp({ config: restoredConfig, database, clock: server.clock });
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const address = app.server.address();
        const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
        const answer = await fetch(`${url}/restful`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SESSION_HEADER]: me.token },
          body: JSON.stringify({ type: 'get_item_list', className: 'diary', limit: 1000, include: ['gallery'], count: true }),
        });
        expect(answer.status).toBe(200);
        const { diaryList, count } = (await answer.json()) as {
          diaryList: Array<{ objectId: string; content: string; gallery: Array<{ filename: string }> }>;
          count: number;
        };
        // A consistent snapshot: every diary in it reads back exactly as written, the first one with its photo.
        expect(count).toBe(diaryList.length);
        expect(diaryList.length).toBeGreaterThanOrEqual(1);
        for (const diary of diaryList) expect(diary.content).toBe(written.get(diary.objectId));
        const first = diaryList.find((d) => d.gallery.length > 0)!;
        expect(first.gallery[0]!.filename).toBe(photo);
        const base = await fetch(`${url}/restful`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SESSION_HEADER]: me.token },
          body: JSON.stringify({ type: 'media_base' }),
        });
        const { mediaBase } = (await base.json()) as { mediaBase: string };
        const image = await fetch(`${mediaBase}/${photo}`);
        expect(image.status).toBe(200);
        expect(Buffer.from(await image.arrayBuffer()).equals(fixture('Canon_40D.jpg'))).toBe(true);
      } finally {
        await app.close();
        await database.close();
        fs.rmSync(into, { recursive: true, force: true });
        fs.rmSync(restoredDir, { recursive: true, force: true });
      }
    });
  });
});
