import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openField } from '../src/encryption/field-cipher';
import { keyProviderFor } from '../src/encryption/open-keys';
import { runHousekeeping } from '../src/housekeeping/schedule';
import { UNUSED_UPLOAD_MS } from '../src/housekeeping/sweep-uploads';
import { mediaStorageFor } from '../src/media/storage-for';
import { add, diaryBody, ptr } from './support/records';
import { withServer, type TestServer } from './support/server';
import { fixture, newKey, uploadAs } from './support/media';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every table the server keeps, as rows of text. */
async function everyRow(server: TestServer): Promise<string[]> {
  const tables = await server.database.db.introspection.getTables();
  const rows: string[] = [];
  for (const table of tables) {
    const found = await server.database.db
      .selectFrom(table.name as never)
      .selectAll()
      .execute();
    rows.push(...found.map((row) => `${table.name} ${JSON.stringify(row)}`));
  }
  return rows;
}

function housekeeping(server: TestServer) {
  const config = loadConfig(server.env);
  return runHousekeeping({ database: server.database, media: mediaStorageFor(config), graceDays: config.deletionGraceDays }, server.clock.now());
}

async function deleteAccount(server: TestServer, me: { token: string; phone: string }) {
  expect((await server.call('requestSmsCode', { mobilePhoneNumber: me.phone })).status).toBe(200);
  expect((await server.call('deleteAccount', { smsCode: server.lastCode(me.phone) }, me.token)).status).toBe(200);
}

describe('deleting an account', () => {
  it('makes its text unreadable at once with any key the server holds, and leaves nothing of the user after the grace period', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const other = await server.signUp();
      const photo = newKey();
      expect((await uploadAs(server, me.token, fixture('Canon_40D.jpg'), photo)).status).toBe(200);
      const fileId = await add(server, me.token, 'file', { filename: photo, kind: 'image/jpeg', caption: 'by the sea' });
      const diaryId = await add(server, me.token, 'diary', diaryBody({ title: 'A day', content: 'What I wrote that day', gallery: [ptr('file', fileId)] }));
      await add(server, other.token, 'diary', diaryBody({ content: 'Another person keeps theirs' }));
      const stored = await server.database.db.selectFrom('diaries').select(['content']).where('id', '=', diaryId).executeTakeFirstOrThrow();

      await deleteAccount(server, me);

      // The session is over and the text cannot be opened: no data key of the user is left, and none
      // the server holds (the other users' keys, unwrapped with the master key) opens it.
      expect((await server.call('get_item_list', { className: 'diary' }, me.token)).status).toBe(401);
      expect(await server.database.db.selectFrom('dataKeys').selectAll().where('user', '=', me.userId).execute()).toEqual([]);
      const provider = keyProviderFor(loadConfig(server.env));
      const held = await server.database.db.selectFrom('dataKeys').selectAll().execute();
      expect(held.length).toBeGreaterThan(0);
      for (const row of held) {
        const key = await provider.unwrap({ version: row.masterVersion, sealed: row.sealed });
        expect(() =>
          openField(new Map([[row.version, key]]), { userId: me.userId, className: 'diary', objectId: diaryId, field: 'content' }, stored.content),
        ).toThrow();
      }

      // Within the grace period the records wait; after it nothing of the user is left, media included.
      server.clock.advance(29 * DAY_MS);
      expect((await housekeeping(server)).purged).toBe(0);
      expect((await everyRow(server)).some((row) => row.includes(me.userId))).toBe(true);
      server.clock.advance(2 * DAY_MS);
      expect((await housekeeping(server)).purged).toBe(1);
      const left = (await everyRow(server)).filter((row) => row.includes(me.userId) || row.includes(me.phone));
      expect(left).toEqual([]);
      expect(await mediaStorageFor(loadConfig(server.env)).storage.read(photo)).toBeUndefined();

      // The other user is untouched, and the phone may sign up afresh.
      expect(await server.database.db.selectFrom('diaries').select('id').where('user', '=', other.userId).execute()).toHaveLength(1);
      const again = await server.signUp(me.phone);
      expect(again.userId).not.toBe(me.userId);
    });
  });

  it('an upload nothing names is swept a day after it was made; one a diary shows, or the avatar, stays', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const [kept, abandoned] = [newKey(), newKey()];
      for (const key of [kept, abandoned]) expect((await uploadAs(server, me.token, fixture('Canon_40D.jpg'), key)).status).toBe(200);
      const fileId = await add(server, me.token, 'file', { filename: kept, kind: 'image/jpeg' });
      await add(server, me.token, 'diary', diaryBody({ gallery: [ptr('file', fileId)] }));
      // An avatar uploaded on its own (WeChat's avatar button) belongs to no diary's file, yet stays while it is the avatar.
      const avatar = newKey();
      expect((await uploadAs(server, me.token, fixture('Canon_40D.jpg'), avatar)).status).toBe(200);
      expect((await server.call('update_item', { className: 'user', objectId: me.userId, data: { avatar } }, me.token)).status).toBe(200);
      const storage = mediaStorageFor(loadConfig(server.env)).storage;

      server.clock.advance(UNUSED_UPLOAD_MS - 60_000);
      expect((await housekeeping(server)).swept).toBe(0);
      server.clock.advance(2 * 60_000);
      expect((await housekeeping(server)).swept).toBe(1);
      expect(await storage.read(abandoned)).toBeUndefined();
      expect(await storage.read(kept)).toBeDefined();
      expect(await storage.read(avatar)).toBeDefined();
      const objects = await server.database.db.selectFrom('mediaObjects').select('key').where('user', '=', me.userId).execute();
      expect(objects.map((o) => o.key).sort()).toEqual([kept, avatar].sort());
    });
  });
});
