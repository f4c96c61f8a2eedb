import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { SESSION_HEADER } from '@diary/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserCipher } from '../src/encryption/user-cipher';
import { ListAnswers } from '../src/items/list-answers';
import { call, callOnNewConnection, ended, signedInChild } from './support/child-server';
import { add, date, diaryBody, ptr } from './support/records';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

let server: TestServer;
let me: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  me = await server.signUp();
});
afterAll(() => server.close());

/** November 2026's page as the month list asks for it, with what it includes. */
const MONTH_PAGE = {
  type: 'get_item_list',
  className: 'diary',
  where: { datetime: { $gte: date('2026-10-31T16:00:00.000Z'), $lt: date('2026-11-30T16:00:00.000Z') } },
  order: '-datetime',
  limit: 20,
  count: true,
  include: ['gallery', 'location', 'people', 'tag', 'status'],
};

/** The page's answer, its bytes, and whether it was kept from an earlier request. */
async function monthPage(token = me.token) {
  const response = await fetch(`${server.url}/restful`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SESSION_HEADER]: token },
    body: JSON.stringify(MONTH_PAGE),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const text = await response.text();
  const kept = /(^|, )kept(,|$)/.test(response.headers.get('server-timing') ?? '');
  return { text, kept, body: JSON.parse(text) as { diaryList: Array<Record<string, any>>; count: number } };
}

const versionOf = async (userId: string) =>
  Number((await server.database.db.selectFrom('users').select('itemsVersion').where('id', '=', userId).executeTakeFirstOrThrow()).itemsVersion);

describe('list answers kept between requests', () => {
  it('answers the same request again from what was kept, byte for byte, and anything written since is seen at once', async () => {
    const story = await add(server, me.token, 'tag', { name: 'walks' });
    const place = await add(server, me.token, 'location', { name: 'West Lake' });
    const photo = await add(server, me.token, 'file', { filename: 'kept-1.jpg', kind: 'image/jpeg' });
    const diary = await add(
      server,
      me.token,
      'diary',
      diaryBody({ tag: [ptr('tag', story)], location: [ptr('location', place)], gallery: [ptr('file', photo)] }),
    );

    const first = await monthPage();
    expect(first.kept).toBe(false);
    expect(first.body.diaryList.map((d) => d.content)).toEqual(['今天去了西湖']);
    const again = await monthPage();
    expect(again.kept).toBe(true);
    expect(again.text).toBe(first.text);

    // A story the page includes is renamed: the page shows the new name.
    await server.call('update_item', { className: 'tag', objectId: story, data: { name: 'long walks' } }, me.token);
    const renamed = await monthPage();
    expect(renamed.kept).toBe(false);
    expect(renamed.body.diaryList[0]!.tag.map((t: { name: string }) => t.name)).toEqual(['long walks']);

    // The diary is edited, another is written: both show, and the count follows.
    await server.call('update_item', { className: 'diary', objectId: diary, data: { content: '湖面很静' } }, me.token);
    await add(server, me.token, 'diary', diaryBody({ content: '第二篇', datetime: date('2026-11-22T06:30:00.000Z') }));
    const written = await monthPage();
    expect(written.body.diaryList.map((d) => d.content)).toEqual(['第二篇', '湖面很静']);
    expect(written.body.count).toBe(2);
    expect((await monthPage()).kept).toBe(true);

    // The server changes a photo itself (a check's verdict, a later sealing): written by any path, the page is made again.
    await server.database.db
      .updateTable('files')
      .set({ data: sql<string>`data` })
      .where('id', '=', photo)
      .execute();
    expect((await monthPage()).kept).toBe(false);

    // The place is deleted: it leaves the page.
    await server.call('delete_item', { className: 'location', objectId: place }, me.token);
    const placeGone = await monthPage();
    expect(placeGone.kept).toBe(false);
    expect(placeGone.body.diaryList.find((d) => d.objectId === diary)!.location ?? []).toEqual([]);

    await server.call('delete_item', { className: 'diary', objectId: diary }, me.token);
    const deleted = await monthPage();
    expect(deleted.body.diaryList.map((d) => d.content)).toEqual(['第二篇']);
    expect(deleted.body.count).toBe(1);
  });

  it("never answers one person's request with what was kept for another's", async () => {
    const other = await server.signUp();
    await add(server, other.token, 'diary', diaryBody({ content: '别人的日记' }));
    await monthPage(other.token);
    const mine = await monthPage();
    const theirs = await monthPage(other.token);
    expect(theirs.kept).toBe(true);
    expect(theirs.body.diaryList.map((d) => d.content)).toEqual(['别人的日记']);
    expect(mine.text).not.toContain('别人的日记');
  });

  it('moves the version on every write to each table a list is made from, whoever writes it, and on a new nickname', async () => {
    const tables = ['diaries', 'files', 'locations', 'people', 'tags', 'topics', 'statuses', 'groups', 'archives', 'weathers', 'itemLinks'] as const;
    const someone = await server.signUp();
    const story = await add(server, someone.token, 'tag', { name: 'tea' });
    await add(server, someone.token, 'diary', diaryBody({ tag: [ptr('tag', story)], weather: 1 }));
    await add(server, someone.token, 'location', { name: 'Home' });
    await add(server, someone.token, 'people', { name: 'Lin' });
    await add(server, someone.token, 'topic', { name: 'Daily' });
    await add(server, someone.token, 'group', { name: 'Feelings' });
    await add(server, someone.token, 'status', { name: 'Calm', emoji: '😌' });
    await add(server, someone.token, 'file', { filename: 'version.jpg', kind: 'image/jpeg' });
    for (const table of tables) {
      const before = await versionOf(someone.userId);
      await sql`update ${sql.table(table)} set ${sql.ref('user')} = ${sql.ref('user')} where ${sql.ref('user')} = ${someone.userId}`.execute(
        server.database.db,
      );
      expect(await versionOf(someone.userId), table).not.toBe(before);
    }
    // The author's nickname, which a list can include.
    const named = await versionOf(someone.userId);
    await server.call('update_item', { className: 'user', objectId: someone.userId, data: { nicename: 'Wen' } }, someone.token);
    expect(await versionOf(someone.userId)).not.toBe(named);
    const before = await versionOf(someone.userId);
    await server.call('delete_item', { className: 'tag', objectId: story }, someone.token);
    expect(await versionOf(someone.userId)).not.toBe(before);
    // Someone else's writes leave it alone.
    const still = await versionOf(someone.userId);
    await add(server, me.token, 'tag', { name: 'mine only' });
    expect(await versionOf(someone.userId)).toBe(still);
  });
});

/** The month page as a client that sends this Accept-Encoding (or none) gets its bytes. */
async function monthPageAs(acceptEncoding: string | undefined, token: string) {
  const { type, ...page } = MONTH_PAGE;
  const answer = await callOnNewConnection(Number(new URL(server.url).port), type, page, token, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
  expect(answer.status).toBe(200);
  return answer;
}

describe('list answers gzipped', () => {
  it('sends a large answer gzipped to a client that takes gzip, made or kept, and the same JSON as it is to one that does not', async () => {
    const someone = await server.signUp();
    const story = await add(server, someone.token, 'tag', { name: 'mornings by the water' });
    for (let day = 1; day <= 6; day++) {
      await add(
        server,
        someone.token,
        'diary',
        diaryBody({
          content: `第${day}天：湖边散步，风很轻。`,
          datetime: date(`2026-11-0${day}T06:30:00.000Z`),
          todayonhistory: `110${day}`,
          tag: [ptr('tag', story)],
        }),
      );
    }
    const made = await monthPageAs('gzip, deflate, br', someone.token);
    expect(made.headers['content-encoding']).toBe('gzip');
    expect(made.headers.vary).toMatch(/accept-encoding/i);
    const json = zlib.gunzipSync(made.bytes);
    expect(made.bytes.length).toBeLessThan(json.length / 2);
    expect((JSON.parse(json.toString()) as { count: number }).count).toBe(6);

    const kept = await monthPageAs('gzip', someone.token);
    expect(kept.headers['server-timing']).toMatch(/(^|, )kept(,|$)/);
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(kept.bytes)).toEqual(json);

    // No Accept-Encoding, or gzip refused: the JSON itself, from the same kept answer.
    for (const acceptEncoding of [undefined, 'gzip;q=0, identity', 'br']) {
      const plain = await monthPageAs(acceptEncoding, someone.token);
      expect(plain.headers['server-timing'], acceptEncoding).toMatch(/(^|, )kept(,|$)/);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(plain.bytes, acceptEncoding).toEqual(json);
    }
  });

  it('sends a small answer as it is', async () => {
    const someone = await server.signUp();
    const empty = await monthPageAs('gzip', someone.token);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(empty.bytes.toString())).toEqual({ diaryList: [], count: 0 });
  });
});

describe('list answers between the workers of one server', () => {
  it('keeps a page one worker made in the other too: the next connection, which the other worker takes, is answered from it', async () => {
    const { dir, port, child, token } = await signedInChild('diary-shared-answers-', 2);
    const { type, ...page } = MONTH_PAGE;
    const kept = (answer: { headers: Record<string, unknown> }) => /(^|, )kept(,|$)/.test(String(answer.headers['server-timing'] ?? ''));
    try {
      expect((await call(port, 'add_item', { className: 'diary', data: diaryBody() }, token)).status).toBe(200);
      const first = await callOnNewConnection(port, type, page, token);
      expect(first.status).toBe(200);
      expect(kept(first)).toBe(false);
      // The other worker hears of it through the primary process, a moment later.
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Each new connection goes to the next worker in turn: without the sharing, one of these is the other worker's first.
      const next = [];
      for (let i = 0; i < 4; i++) next.push(await callOnNewConnection(port, type, page, token));
      expect(next.map(kept)).toEqual([true, true, true, true]);
      expect(next.map((answer) => answer.body)).toEqual(next.map(() => first.body));
    } finally {
      child.kill('SIGTERM');
      await ended(child);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('ListAnswers', () => {
  const cipherOf = (userId: string, key = crypto.randomBytes(32)) => new UserCipher(userId, new Map([[1, key]]));

  it('keeps answers sealed: what it holds has none of their words, and opens only with the same user and key', async () => {
    const answers = new ListAnswers(1024 * 1024);
    const key = crypto.randomBytes(32);
    const made = await answers.answer(cipherOf('u1', key), 7, { page: 1 }, async () => ({ diaryList: [{ content: 'a secret walk by the lake' }] }));
    expect(made.kept).toBe(false);
    const held = [...(answers as unknown as { kept: Map<string, { sealed: Buffer }> }).kept.values()].map((k) => k.sealed);
    expect(held).toHaveLength(1);
    expect(held[0]!.includes('secret')).toBe(false);

    const again = await answers.answer(cipherOf('u1', key), 7, { page: 1 }, async () => ({ diaryList: [] }));
    expect(again.kept).toBe(true);
    expect(JSON.parse(again.json().toString())).toEqual({ diaryList: [{ content: 'a secret walk by the lake' }] });
    // A key that no longer opens it (destroyed, replaced) is a miss, never an error.
    const rekeyed = await answers.answer(cipherOf('u1'), 7, { page: 1 }, async () => ({ diaryList: [] }));
    expect(rekeyed.kept).toBe(false);
  });

  it('keeps a large answer gzipped, in a fraction of its size', async () => {
    const answers = new ListAnswers(1024 * 1024);
    const cipher = cipherOf('u1');
    const page = { diaryList: Array.from({ length: 20 }, (_, i) => ({ objectId: `d${i}`, content: '湖边散步，风很轻。', tag: [{ name: 'walks' }] })) };
    const json = Buffer.from(JSON.stringify(page));
    expect((await answers.answer(cipher, 1, {}, async () => page)).gzipped).toBe(true);
    const held = [...(answers as unknown as { kept: Map<string, { sealed: Buffer }> }).kept.values()].map((k) => k.sealed);
    expect(held[0]!.length).toBeLessThan(json.length / 4);
    const again = await answers.answer(cipher, 1, {}, async () => ({ diaryList: [] }));
    expect(again.kept).toBe(true);
    expect(again.json()).toEqual(json);
  });

  it('keeps nothing when given no room', async () => {
    const answers = new ListAnswers(0);
    const cipher = cipherOf('u1');
    await answers.answer(cipher, 1, {}, async () => ({ n: 1 }));
    expect((await answers.answer(cipher, 1, {}, async () => ({ n: 2 }))).kept).toBe(false);
  });
});
