import { describe, expect, it } from 'vitest';
import type { FakeAnswer, MemoryPlatform } from '../platform/memory-platform';
import { fakeStore } from '../../test/support/fake-store';
import { changeDiaryDate, changeDiaryDay, changeDiaryTime, startEditingDiary } from './draft';
import { selectEditorRows } from './editor-rows';
import { contentTyped } from './editor-slice';
import { saveDiary } from './save-diary';

// The tests run on a device in Shanghai (TZ=Asia/Shanghai); the diary was written in New York at 21:30 on 20
// November, which was already 10:30 on the 21st in Shanghai.
const WRITTEN = '2026-11-21T02:30:00.000Z';

function serverWith(timeZone: string | undefined): Record<string, FakeAnswer> {
  return {
    get_item_by_id: (p) => ({
      item: { objectId: String(p.objectId), content: 'Written in New York', datetime: { __type: 'Date', iso: WRITTEN }, ...(timeZone ? { timeZone } : {}) },
    }),
    get_item_list: () => ({ fileList: [] }),
    batch_op_items: () => [],
  };
}

async function editing(timeZone: string | undefined) {
  const made = await fakeStore({ answers: serverWith(timeZone) });
  await made.store.dispatch(startEditingDiary('d1'));
  return made;
}

function savedDiary(platform: MemoryPlatform) {
  return platform.requests
    .filter((r) => r.type === 'batch_op_items')
    .flatMap((r) => (r.payload as { requests: Array<{ className: string; body: Record<string, unknown> }> }).requests)
    .find((o) => o.className === 'diary')!.body as { datetime: { iso: string }; timeZone?: string; todayonhistory?: string };
}

describe('an edited diary keeps the clock it was written by', () => {
  it('shows its day and time on that clock, and a save of its text keeps its zone and its day', async () => {
    const { store, platform } = await editing('America/New_York');
    const when = selectEditorRows(store.getState(), 'd1')!.when;
    expect([when.day, when.time]).toEqual(['2026-11-20', '21:30']);
    store.dispatch(contentTyped('Written in New York, read again in Shanghai'));
    expect(await store.dispatch(saveDiary())).toBe(true);
    expect(savedDiary(platform)).toMatchObject({ datetime: { iso: WRITTEN }, timeZone: 'America/New_York', todayonhistory: '1120' });
  });

  it('takes a new day or time on that clock', async () => {
    const { store, platform } = await editing('America/New_York');
    store.dispatch(changeDiaryTime('08:15'));
    expect(store.getState().editor.draft!.datetime).toBe('2026-11-20T13:15:00.000Z');
    store.dispatch(changeDiaryDay('2026-11-18'));
    expect(store.getState().editor.draft!.datetime).toBe('2026-11-18T13:15:00.000Z');
    // The desktop calendar hands over the reading it shows.
    store.dispatch(changeDiaryDate(new Date(2026, 10, 19, 23, 0)));
    expect(store.getState().editor.draft!.datetime).toBe('2026-11-20T04:00:00.000Z');
    expect(selectEditorRows(store.getState(), 'd1')!.when.day).toBe('2026-11-19');
    expect(await store.dispatch(saveDiary())).toBe(true);
    expect(savedDiary(platform)).toMatchObject({ timeZone: 'America/New_York', todayonhistory: '1119' });
  });

  it('a diary saved before it kept a zone is shown and saved by this device’s clock', async () => {
    const { store, platform } = await editing(undefined);
    expect(selectEditorRows(store.getState(), 'd1')!.when.day).toBe('2026-11-21');
    expect(await store.dispatch(saveDiary())).toBe(true);
    expect(savedDiary(platform)).toMatchObject({ timeZone: 'Asia/Shanghai', todayonhistory: '1121' });
  });

  it('a zone this engine does not know: kept while the date stays; a date chosen here moves the diary to this clock', async () => {
    const kept = await editing('Mars/Olympus_Mons');
    expect(kept.store.getState().editor.draft!.timeZone).toBe('Mars/Olympus_Mons');
    expect(await kept.store.dispatch(saveDiary())).toBe(true);
    // Its day is left to the server, which files it by the zone.
    expect(savedDiary(kept.platform)).toEqual(expect.objectContaining({ timeZone: 'Mars/Olympus_Mons' }));
    expect(savedDiary(kept.platform)).not.toHaveProperty('todayonhistory');

    const moved = await editing('Mars/Olympus_Mons');
    moved.store.dispatch(changeDiaryTime('08:15'));
    expect(moved.store.getState().editor.draft!.datetime).toBe('2026-11-21T00:15:00.000Z');
    expect(await moved.store.dispatch(saveDiary())).toBe(true);
    expect(savedDiary(moved.platform)).toMatchObject({ timeZone: 'Asia/Shanghai', todayonhistory: '1121' });
  });
});
