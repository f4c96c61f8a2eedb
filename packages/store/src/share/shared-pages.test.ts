import { API_ERRORS } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { FakeResponse } from '../platform/memory-platform';
import { loadSharedDiary, loadSharedList, selectSharedPage, sharedPageKey } from './shared-pages';

const diary = (objectId: string, content: string) => ({ objectId, content, datetime: { __type: 'Date', iso: '2026-11-20T04:00:00.000Z' } });

describe("a share link's page", () => {
  it('shows a shared list with its name and author, a private diary only as hidden', async () => {
    const answer = {
      item: { objectId: 't1', name: 'Kyoto', count: 2 },
      diaryList: [diary('d1', 'Temples'), { objectId: 'd2', privateStatus: true }],
      count: 2,
      author: { nicename: 'Mei' },
      mediaBase: 'http://diary.test/media/s.x',
    };
    const { store, platform } = await fakeStore({ signedIn: false, answers: { get_shared_list: () => answer } });
    await store.dispatch(loadSharedList('tag', 't1'));
    expect(platform.requests[0]!.payload).toMatchObject({ listType: 'tag', listId: 't1', order: '-datetime' });
    const page = selectSharedPage(store.getState(), sharedPageKey('tag', 't1'));
    expect(page).toMatchObject({ status: 'ready', title: 'Kyoto', author: 'Mei', count: 2, mediaBase: 'http://diary.test/media/s.x' });
    expect(page.status === 'ready' && page.entries.map((e) => (e.hidden ? `hidden ${e.objectId}` : e.diary.content))).toEqual(['Temples', 'hidden d2']);
  });

  it('titles a shared month by the month and a shared diary by the start of its text (an archive has no name)', async () => {
    const month = {
      item: { objectId: 'a1', year: 2026, month: 3, count: 1 },
      diaryList: [diary('d1', 'Rain')],
      count: 1,
      author: { nicename: 'Mei' },
      mediaBase: 'http://diary.test/media/s.x',
    };
    const { store } = await fakeStore({
      signedIn: false,
      answers: {
        get_shared_list: () => month,
        get_shared_diary: () => ({ diary: diary('d1', 'Rain on the roof all night'), author: { nicename: 'Mei' }, mediaBase: 'http://diary.test/media/s.x' }),
      },
    });
    await store.dispatch(loadSharedList('archive', 'a1'));
    await store.dispatch(loadSharedDiary('d1'));
    const title = (key: string) => {
      const page = selectSharedPage(store.getState(), key);
      return page.status === 'ready' ? page.title : undefined;
    };
    expect(title(sharedPageKey('archive', 'a1'))).toMatch(/2026/);
    expect(title(sharedPageKey('diary', 'd1'))).toBe('Rain on the roof all night');
  });

  it('says plainly when the link expired, and when it names nothing shared', async () => {
    const { store } = await fakeStore({
      signedIn: false,
      answers: {
        get_shared_diary: (payload) =>
          payload.objectId === 'old'
            ? new FakeResponse(404, { code: API_ERRORS.shareExpired.code, error: 'expired' })
            : new FakeResponse(404, { code: API_ERRORS.notFound.code, error: 'not found' }),
      },
    });
    await store.dispatch(loadSharedDiary('old'));
    await store.dispatch(loadSharedDiary('off'));
    expect(selectSharedPage(store.getState(), sharedPageKey('diary', 'old')).status).toBe('expired');
    expect(selectSharedPage(store.getState(), sharedPageKey('diary', 'off')).status).toBe('missing');
  });
});
