import { describe, expect, it } from 'vitest';
import { detailSlice } from '../diary/detail-slice';
import { collectionLoaded } from '../items/items-slice';
import { fakeStore } from '../../test/support/fake-store';
import { excerptOf, posterOf, posterPath, posterTarget, posterWords, preparePoster } from './poster';
import { shareSettings } from './share';

const at = (iso: string) => ({ __type: 'Date', iso });
const lake = {
  objectId: 'd1',
  content: 'Rain on the lake,\nand tea after.',
  datetime: at('2026-11-20T02:30:00.000Z'),
  status: { objectId: 's1', name: 'Calm', emoji: '😌' },
  location: [{ objectId: 'l1', name: 'West Lake' }],
  gallery: [
    { objectId: 'f1', filename: 'a.jpg', kind: 'image/jpeg' },
    { objectId: 'f2', filename: 'b.jpg', kind: 'image/jpeg' },
  ],
  cover: 'file/b.jpg',
};

describe("the share poster's page", () => {
  it('is /canvas with the shared id and what it is (`current`), read back the same; anything else names nothing', () => {
    expect(posterPath('diary', 'd1')).toBe('/canvas?id=d1&current=diary');
    expect(posterPath('tag', 't 1')).toBe('/canvas?id=t%201&current=tag');
    expect(posterTarget(posterPath('tag', 't 1').split('?')[1]!)).toEqual({ kind: 'tag', id: 't 1' });
    expect(posterTarget('?id=t+1&current=tag')).toEqual({ kind: 'tag', id: 't 1' });
    expect(posterTarget('?id=%E0%A4%A&current=tag')).toBeUndefined();
    expect(posterTarget('id=d1&current=favorite')).toBeUndefined();
    expect(posterTarget('current=diary')).toBeUndefined();
  });

  it('quotes the start of the text in whole characters, on one line, marked when cut', () => {
    expect(excerptOf(' a\n\nb ')).toBe('a b');
    expect(excerptOf('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
    expect(excerptOf('abcde', 5)).toBe('abcde');
    expect(excerptOf('one, two, three', 6)).toBe('one…');
    expect(excerptOf('下雨了，我们喝茶', 5)).toBe('下雨了…');
  });
});

describe("a diary's poster", () => {
  it('shows its cover, date, status with emoji, the start of its text and its places', async () => {
    const { store } = await fakeStore();
    store.dispatch(detailSlice.actions.diaryLoaded(lake as never));
    expect(posterOf(store.getState(), 'diary', 'd1')).toMatchObject({
      kind: 'diary',
      picture: { filename: 'b.jpg' },
      date: expect.stringContaining('2026'),
      time: '10:30',
      status: { emoji: '😌', name: 'Calm' },
      excerpt: 'Rain on the lake, and tea after.',
      places: ['West Lake'],
    });
    // Its footer: the app's name, and its code reads the shared diary.
    const say = (text: { key: string }) => text.key;
    expect(posterWords(posterOf(store.getState(), 'diary', 'd1')!, say)).toMatchObject({ appName: 'common.appName', scanHint: 'poster.scan' });
  });

  it('of an encrypted diary shows neither its text nor its photos', async () => {
    const { store } = await fakeStore();
    store.dispatch(detailSlice.actions.diaryLoaded({ ...lake, privateStatus: true } as never));
    const poster = posterOf(store.getState(), 'diary', 'd1');
    expect(poster).toMatchObject({ excerpt: { key: 'list.hiddenContent' } });
    expect(poster).not.toHaveProperty('picture');
  });

  it('turns the share on when it is not live, and gives the link its code opens', async () => {
    const { store, platform } = await fakeStore({
      answers: { get_item_by_id: () => ({ item: lake }), update_item: (p) => ({ objectId: p.objectId, updatedAt: '2026-11-21T02:00:00.000Z' }) },
    });
    expect(await store.dispatch(preparePoster('diary', 'd1'))).toBe('https://diary.example/shared/d1');
    expect(platform.requests.filter((r) => r.type === 'update_item').map((r) => r.payload)).toEqual([
      expect.objectContaining({ className: 'diary', objectId: 'd1', data: expect.objectContaining({ sharedStatus: 2 }) }),
    ]);
    expect(shareSettings(store.getState(), 'diary', 'd1', platform.clock.now())).toMatchObject({ kind: 'diary', id: 'd1', live: true });
    // Live already: nothing is written again.
    expect(await store.dispatch(preparePoster('diary', 'd1'))).toBe('https://diary.example/shared/d1');
    expect(platform.requests.filter((r) => r.type === 'update_item')).toHaveLength(1);
  });
});

describe("a list's poster", () => {
  it("shows a story's cover, name, summary and count; a story with no diaries has no poster (the toast says why)", async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: (p) => ({ objectId: p.objectId, updatedAt: '2026-11-21T02:00:00.000Z' }) } });
    store.dispatch(
      collectionLoaded({
        name: 'tag',
        records: [
          { objectId: 't1', name: 'Kyoto', count: 3, cover: 'file/k.jpg', summary: 'Autumn, twice.' },
          { objectId: 't2', name: 'Empty', count: 0 },
        ],
      }),
    );
    expect(posterOf(store.getState(), 'tag', 't1')).toEqual({
      kind: 'tag',
      cover: { filename: 'file/k.jpg', crop: null },
      title: 'Kyoto',
      icon: expect.any(String),
      summary: 'Autumn, twice.',
      count: 3,
    });
    expect(await store.dispatch(preparePoster('tag', 't1'))).toBe('https://diary.example/shared/tag/t1');
    expect(await store.dispatch(preparePoster('tag', 't2'))).toBeUndefined();
    expect(platform.toasts.at(-1)!.message.key).toBe('share.unavailable');
  });

  it("of a month shows its newest photo when it has no cover of its own, and the month's title", async () => {
    const { store } = await fakeStore();
    store.dispatch(collectionLoaded({ name: 'archive', records: [{ objectId: 'a1', year: 2026, month: 11, count: 2, diaryCover: 'file/n.jpg' }] }));
    expect(posterOf(store.getState(), 'archive', 'a1')).toMatchObject({
      cover: { filename: 'file/n.jpg', crop: null },
      count: 2,
      title: expect.stringContaining('2026'),
    });
  });
});
