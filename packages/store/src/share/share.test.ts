import { describe, expect, it } from 'vitest';
import { collectionLoaded } from '../items/items-slice';
import { fakeStore } from '../../test/support/fake-store';
import { changeShare, copyShareLink } from './share';

describe('share settings', () => {
  it('says "Can not be shared temporarily" for a list with no diaries', async () => {
    const { store, platform } = await fakeStore();
    store.dispatch(collectionLoaded({ name: 'tag', records: [{ objectId: 't1', name: '空', count: 0 }] }));
    expect(await store.dispatch(changeShare('tag', 't1', 'start'))).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('share.unavailable');
  });

  it("starts a share public from the server's time (not this device's), stops it private with the time forgotten, and copies the link", async () => {
    // The server's clock is not this device's: the share started when the server wrote it.
    const serverTime = '2031-05-06T07:08:09.000Z';
    const { store, platform } = await fakeStore({ answers: { update_item: (p) => ({ objectId: p.objectId, updatedAt: serverTime }) } });
    store.dispatch(collectionLoaded({ name: 'tag', records: [{ objectId: 't1', name: '旅行', count: 2 }] }));
    expect(await store.dispatch(changeShare('tag', 't1', 'start'))).toBe(true);
    expect(platform.clock.now().toISOString()).not.toBe(serverTime);
    expect(store.getState().items.tag[0]).toMatchObject({ sharedStatus: 2, sharedDatetime: { iso: serverTime } });
    expect(await store.dispatch(changeShare('tag', 't1', 'stop'))).toBe(true);
    expect(store.getState().items.tag[0]).toMatchObject({ sharedStatus: 0, sharedDatetime: null });
    expect(await store.dispatch(copyShareLink('tag', 't1'))).toBe('https://diary.example/shared/tag/t1');
    expect(platform.copied).toEqual(['https://diary.example/shared/tag/t1']);
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.copied');
  });
});
