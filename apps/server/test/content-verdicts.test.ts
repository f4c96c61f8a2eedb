import { CENSOR_PASSED_RESULT, isDiaryCensorPassed, mediaUrl, type CensorResult, type DiaryCensorResult } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fixture, newKey, uploadAs } from './support/media';
import { add, diaryBody, ptr } from './support/records';
import { callPath, fakeVendor, withVendor } from './support/vendors';
import { withServer, type TestServer } from './support/server';

/** The client's claim: everything passed. The server must not take its word for it. */
const CLAIMED_FILE = CENSOR_PASSED_RESULT;
const CLAIMED_DIARY: DiaryCensorResult = { title: 'pass', content: 'pass', gallery: 'pass' };

const QINIU = { DIARY_IMAGE_CHECK: 'qiniu', DIARY_QINIU_ACCESS_KEY: 'qiniu-access-key', DIARY_QINIU_SECRET_KEY: 'qiniu-secret-key' };

async function item<T = Record<string, any>>(server: TestServer, token: string, className: string, objectId: string): Promise<T> {
  const answer = await server.call<{ item: T }>('get_item_by_id', { className, objectId }, token);
  expect(answer.status).toBe(200);
  return answer.body.item;
}

const fileVerdict = async (server: TestServer, token: string, id: string) =>
  (await item<{ censorResult?: CensorResult }>(server, token, 'file', id)).censorResult;
const diaryVerdict = async (server: TestServer, token: string, id: string) =>
  (await item<{ censorResult?: DiaryCensorResult }>(server, token, 'diary', id)).censorResult;

describe('the image check’s verdict is the server’s own', () => {
  it('a photo the image check blocked stays blocked on its file and its diary, whatever the client claims', async () => {
    let suggestion = 'block';
    await withVendor(
      () => ({
        status: 200,
        body: { code: 200, result: { suggestion, scenes: { pulp: { suggestion }, terror: { suggestion: 'pass' }, politician: { suggestion: 'pass' } } } },
      }),
      async (vendor) => {
        await withServer({ env: { ...QINIU, DIARY_QINIU_CENSOR_URL: vendor.url } }, async (server) => {
          const me = await server.signUp();
          const key = newKey();
          expect((await uploadAs(server, me.token, fixture('gps_DSCN0010.jpg'), key)).status).toBe(200);

          // The file record and the diary as a dishonest client sends them, in the store's batch.
          const saved = await server.call<Array<{ success: { objectId: string } }>>(
            'batch_op_items',
            { requests: [{ method: 'POST', className: 'file', body: { filename: key, kind: 'image/jpeg', censorResult: CLAIMED_FILE } }] },
            me.token,
          );
          expect(saved.status).toBe(200);
          const fileId = saved.body[0]!.success.objectId;
          const diaryId = await add(server, me.token, 'diary', diaryBody({ gallery: [ptr('file', fileId)], censorResult: CLAIMED_DIARY }));

          expect(await fileVerdict(server, me.token, fileId)).toMatchObject({ suggestion: 'block', scenes: { pulp: { suggestion: 'block' } } });
          const verdict = await diaryVerdict(server, me.token, diaryId);
          expect(verdict?.gallery).toBe('block');
          expect(isDiaryCensorPassed(verdict)).toBe(false);

          // Claiming again on update changes nothing either.
          expect((await server.call('update_item', { className: 'file', objectId: fileId, data: { censorResult: CLAIMED_FILE } }, me.token)).status).toBe(200);
          expect(
            (await server.call('update_item', { className: 'diary', objectId: diaryId, data: { ...diaryBody(), censorResult: CLAIMED_DIARY } }, me.token))
              .status,
          ).toBe(200);
          expect((await fileVerdict(server, me.token, fileId))?.suggestion).toBe('block');
          expect((await diaryVerdict(server, me.token, diaryId))?.gallery).toBe('block');

          // The old clients still ask /qiniu/censor: they are told the recorded verdict.
          const { body } = await server.call<{ mediaBase: string }>('media_base', {}, me.token);
          const asked = await callPath(server, '/qiniu/censor', { imageUrl: mediaUrl(body.mediaBase, key) }, me.token);
          expect(asked.body.suggestion).toBe('block');

          // The same key uploaded again with a photo that passes: the file and the diary follow the new check.
          suggestion = 'pass';
          expect((await uploadAs(server, me.token, fixture('gps_DSCN0010.jpg'), key)).status).toBe(200);
          expect((await fileVerdict(server, me.token, fileId))?.suggestion).toBe('pass');
          expect((await diaryVerdict(server, me.token, diaryId))?.gallery).toBe('pass');
        });
      },
    );
  });

  it('with the image check off, every photo passes and the diary’s gallery with it', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const key = newKey();
      expect((await uploadAs(server, me.token, fixture('gps_DSCN0010.jpg'), key)).status).toBe(200);
      const fileId = await add(server, me.token, 'file', { filename: key, kind: 'image/jpeg', censorResult: { suggestion: 'block' } });
      const diaryId = await add(server, me.token, 'diary', diaryBody({ gallery: [ptr('file', fileId)], censorResult: { gallery: 'block' } }));
      expect(await fileVerdict(server, me.token, fileId)).toEqual(CENSOR_PASSED_RESULT);
      expect(await diaryVerdict(server, me.token, diaryId)).toEqual({ content: 'pass', gallery: 'pass' });
    });
  });
});

describe('the text check runs when a diary is saved', () => {
  it('blocks a listed word whatever the client claims, keeps the verdict while the text is unchanged, and passes the exempt account', async () => {
    await withServer({ env: { DIARY_CONTENT_CHECK: 'keywords', DIARY_BLOCKED_WORDS: 'casino' } }, async (server) => {
      const me = await server.signUp();
      const diaryId = await add(server, me.token, 'diary', diaryBody({ content: 'A night at the CASINO', censorResult: CLAIMED_DIARY }));
      expect(await diaryVerdict(server, me.token, diaryId)).toEqual({ content: 'block' });

      expect(
        (
          await server.call(
            'update_item',
            {
              className: 'diary',
              objectId: diaryId,
              data: { ...diaryBody({ content: 'A night at the CASINO' }), favorite: true, censorResult: CLAIMED_DIARY },
            },
            me.token,
          )
        ).status,
      ).toBe(200);
      expect(await diaryVerdict(server, me.token, diaryId)).toEqual({ content: 'block' });

      expect(
        (await server.call('update_item', { className: 'diary', objectId: diaryId, data: diaryBody({ content: 'A quiet night' }) }, me.token)).status,
      ).toBe(200);
      expect(await diaryVerdict(server, me.token, diaryId)).toEqual({ content: 'pass' });

      // One batch changes the text, then brings it back to what is stored: both texts are checked, nothing waits on a retry.
      const batch = await server.call(
        'batch_op_items',
        {
          requests: [
            { method: 'PUT', className: 'diary', objectId: diaryId, body: diaryBody({ content: 'A casino again' }) },
            { method: 'PUT', className: 'diary', objectId: diaryId, body: diaryBody({ content: 'A quiet night' }) },
          ],
        },
        me.token,
      );
      expect(batch.status).toBe(200);
      expect(await diaryVerdict(server, me.token, diaryId)).toEqual({ content: 'pass' });

      await server.restart({ DIARY_CONTENT_CHECK_EXEMPT_USER: me.userId });
      const exempt = await add(server, me.token, 'diary', diaryBody({ content: 'casino' }));
      expect(await diaryVerdict(server, me.token, exempt)).toEqual({ content: 'pass' });
    });
  });

  it('asks the checker only when the text changed, and lets the text pass when the checker is down', async () => {
    const checked: string[] = [];
    let down = false;
    const vendor = await fakeVendor((url, body) => {
      if (down) return { status: 500, body: {} };
      if (url.pathname === '/cgi-bin/stable_token') return { status: 200, body: { access_token: 'token-1', expires_in: 7200 } };
      const { content } = JSON.parse(body) as { content: string };
      checked.push(content);
      return { status: 200, body: content.includes('赌博') ? { errcode: 87014, errmsg: 'risky content' } : { errcode: 0, errmsg: 'ok' } };
    });
    try {
      await withServer(
        { env: { DIARY_CONTENT_CHECK: 'wechat', DIARY_WECHAT_APP_ID: 'wx-app', DIARY_WECHAT_APP_SECRET: 'wx-secret', DIARY_WECHAT_API_URL: vendor.url } },
        async (server) => {
          const me = await server.signUp();
          const diaryId = await add(server, me.token, 'diary', diaryBody({ content: '有人赌博' }));
          expect(await diaryVerdict(server, me.token, diaryId)).toEqual({ content: 'block' });
          expect(checked).toEqual(['有人赌博']);

          // The store sends the text with every save: unchanged, it is not checked again.
          expect(
            (await server.call('update_item', { className: 'diary', objectId: diaryId, data: diaryBody({ content: '有人赌博', weather: 2 }) }, me.token))
              .status,
          ).toBe(200);
          expect(checked).toEqual(['有人赌博']);
          expect(await diaryVerdict(server, me.token, diaryId)).toEqual({ content: 'block' });

          down = true;
          expect(
            (await server.call('update_item', { className: 'diary', objectId: diaryId, data: diaryBody({ content: '今天去了西湖' }) }, me.token)).status,
          ).toBe(200);
          expect(await diaryVerdict(server, me.token, diaryId)).toEqual({ content: 'pass' });
        },
      );
    } finally {
      await vendor.close();
    }
  });
});

describe('a visitor sees what the content check lets through', () => {
  it('a shared diary that failed shows only that it did; a photo under review is left out of a shared diary that passed', async () => {
    // The fake image check answers by the order of uploads: blocked, politician under review, passed.
    const verdicts = ['block', 'review', 'pass'];
    let asked = 0;
    await withVendor(
      () => {
        const suggestion = verdicts[asked++] ?? 'pass';
        const politician = suggestion === 'review' ? 'review' : 'pass';
        return {
          status: 200,
          body: {
            code: 200,
            result: {
              suggestion: suggestion === 'block' ? 'block' : 'pass',
              scenes: {
                pulp: { suggestion: suggestion === 'block' ? 'block' : 'pass' },
                terror: { suggestion: 'pass' },
                politician: { suggestion: politician },
              },
            },
          },
        };
      },
      async (vendor) => {
        await withServer({ env: { ...QINIU, DIARY_QINIU_CENSOR_URL: vendor.url } }, async (server) => {
          const me = await server.signUp();
          const files: string[] = [];
          const keys: string[] = [];
          for (const name of ['gps_DSCN0010.jpg', 'gps_DSCN0010.jpg', 'gps_DSCN0010.jpg']) {
            const key = newKey();
            expect((await uploadAs(server, me.token, fixture(name), key)).status).toBe(200);
            keys.push(key);
            files.push(await add(server, me.token, 'file', { filename: key, kind: 'image/jpeg' }));
          }
          const [blocked, underReview, passed] = files as [string, string, string];
          const [blockedKey, , passedKey] = keys as [string, string, string];
          const failing = await add(server, me.token, 'diary', diaryBody({ content: '不该给访客看的', gallery: [ptr('file', blocked)] }));
          const passing = await add(server, me.token, 'diary', diaryBody({ content: '西湖', gallery: [ptr('file', underReview), ptr('file', passed)] }));
          const now = { __type: 'Date', iso: server.clock.now().toISOString() };
          for (const id of [failing, passing]) {
            expect(
              (await server.call('update_item', { className: 'diary', objectId: id, data: { sharedStatus: 2, sharedDatetime: now } }, me.token)).status,
            ).toBe(200);
          }

          const failed = await server.call<{ diary: Record<string, unknown> }>('get_shared_diary', { objectId: failing });
          expect(failed.status).toBe(200);
          expect(failed.body.diary).toMatchObject({ objectId: failing, censorResultPassed: false });
          expect(failed.body.diary).not.toHaveProperty('content');
          expect(failed.body.diary).not.toHaveProperty('gallery');
          expect(JSON.stringify(failed.body)).not.toContain('不该给访客看的');

          const shown = await server.call<{ diary: { content: string; censorResultPassed: boolean; gallery: Array<{ objectId: string }> }; mediaBase: string }>(
            'get_shared_diary',
            { objectId: passing },
          );
          expect(shown.body.diary).toMatchObject({ content: '西湖', censorResultPassed: true });
          expect(shown.body.diary.gallery.map((file) => file.objectId)).toEqual([passed]);

          // A story shared with the blocked photo as its cover: the visitor gets no cover, and the photo's URL answers 404.
          const tag = await add(server, me.token, 'tag', { name: '湖', cover: blockedKey });
          expect((await server.call('update_item', { className: 'diary', objectId: passing, data: { tag: [ptr('tag', tag)] } }, me.token)).status).toBe(200);
          expect((await server.call('update_item', { className: 'tag', objectId: tag, data: { sharedStatus: 2, sharedDatetime: now } }, me.token)).status).toBe(
            200,
          );
          const list = await server.call<{ item: { cover?: string | null }; mediaBase: string }>('get_shared_list', { listType: 'tag', listId: tag });
          expect(list.status).toBe(200);
          expect(list.body.item.cover ?? null).toBeNull();
          // Each body is read to its end: a reply left unread holds the server's close open.
          const status = async (url: string) => {
            const response = await fetch(url);
            await response.arrayBuffer();
            return response.status;
          };
          expect(await status(mediaUrl(list.body.mediaBase, blockedKey))).toBe(404);
          expect(await status(mediaUrl(shown.body.mediaBase, passedKey))).toBe(200);
        });
      },
    );
  });
});

describe('a check the vendor could not answer', () => {
  it('is not kept: the image is checked again when next asked about, and its file and diary follow', async () => {
    let down = true;
    await withVendor(
      () =>
        down
          ? { status: 502, body: { error: 'down' } }
          : {
              status: 200,
              body: {
                code: 200,
                result: { suggestion: 'block', scenes: { pulp: { suggestion: 'block' }, terror: { suggestion: 'pass' }, politician: { suggestion: 'pass' } } },
              },
            },
      async (vendor) => {
        await withServer({ env: { ...QINIU, DIARY_QINIU_CENSOR_URL: vendor.url } }, async (server) => {
          const me = await server.signUp();
          const key = newKey();
          expect((await uploadAs(server, me.token, fixture('gps_DSCN0010.jpg'), key)).status).toBe(200);
          const fileId = await add(server, me.token, 'file', { filename: key, kind: 'image/jpeg' });
          const diaryId = await add(server, me.token, 'diary', diaryBody({ gallery: [ptr('file', fileId)] }));
          // The seeds' answer for a checker that cannot answer: review, scenes unknown — shown.
          expect(await fileVerdict(server, me.token, fileId)).toEqual({ suggestion: 'review', scenes: {} });

          down = false;
          const { body } = await server.call<{ mediaBase: string }>('media_base', {}, me.token);
          expect((await callPath(server, '/qiniu/censor', { imageUrl: mediaUrl(body.mediaBase, key) }, me.token)).body.suggestion).toBe('block');
          expect((await fileVerdict(server, me.token, fileId))?.suggestion).toBe('block');
          expect((await diaryVerdict(server, me.token, diaryId))?.gallery).toBe('block');
        });
      },
    );
  });
});
