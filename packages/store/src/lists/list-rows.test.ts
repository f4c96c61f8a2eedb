import { diaryCoverFile, emptyDraft, LIST_DAY_GAP, LIST_MONTH_LABEL_HEIGHT, LIST_ROW_HEIGHT, type DiaryListSelector, type DiaryRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { openDiaryFromList } from '../diary/diary-actions';
import { outboxActions } from '../outbox/outbox-slice';
import type { OutboxEntry } from '../persist/keys';
import { listRows, selectListRows, selectListTally } from './list-rows';
import { emptyList, listsSlice } from './lists-slice';

const diary = (objectId: string, iso: string): DiaryRecord => ({ objectId, content: objectId, datetime: { __type: 'Date', iso } });

// Newest first, across two months, two diaries on one day (times in UTC; the tests run in Asia/Shanghai or UTC alike at midday).
const DIARIES = [diary('d3', '2026-11-21T04:00:00.000Z'), diary('d2', '2026-11-21T03:00:00.000Z'), diary('d1', '2026-10-30T04:00:00.000Z')];

describe("a list's rows", () => {
  it('put each month under its label, in the reader’s language, and set the first diary of a day apart', () => {
    const rows = listRows(DIARIES, 'zh', true);
    expect(rows.map((row) => (row.kind === 'month' ? row.label : row.diary.id))).toEqual(['2026年11月', 'd3', 'd2', '2026年10月', 'd1']);
    expect(rows.map((row) => row.height)).toEqual([
      LIST_MONTH_LABEL_HEIGHT,
      LIST_ROW_HEIGHT + LIST_DAY_GAP,
      LIST_ROW_HEIGHT,
      LIST_MONTH_LABEL_HEIGHT,
      LIST_ROW_HEIGHT + LIST_DAY_GAP,
    ]);
    expect(listRows(DIARIES, 'en', true)[0]).toMatchObject({ kind: 'month', label: 'November 2026' });
  });

  it('leave the labels out of an archive month’s list, which its header titles', () => {
    expect(listRows(DIARIES, 'en', false).every((row) => row.kind === 'diary')).toBe(true);
  });

  it('show what waits to sync where it belongs: a new diary by its date, a changed one as changed, a deleted one gone', async () => {
    const { store } = await fakeStore();
    const open = (listId: string, selector: DiaryListSelector, diaries: DiaryRecord[]) =>
      store.dispatch(listsSlice.actions.listOpened({ listId, list: { ...emptyList(selector), diaries, count: diaries.length } }));
    open('all', { listType: 'all' }, DIARIES);
    open('archive/2026-10', { listType: 'archive', year: 2026, month: 10 }, [DIARIES[2]!]);
    const picked = {
      id: 'p1',
      filename: 'p1.jpg',
      name: 'p1.jpg',
      fileType: 'image' as const,
      kind: 'image/jpeg',
      uploadedStatus: false,
      deleteStatus: false,
      blobUrl: 'blob:p1',
    };
    const save = (key: string, isNew: boolean, iso: string, content: string): OutboxEntry => ({
      kind: 'save',
      key,
      draft: { ...emptyDraft(new Date(iso)), id: isNew ? null : key, content, photos: isNew ? [picked] : [] },
      job: { diaryId: key, isNew, stage: 0, uploaded: {}, errorCount: 0 },
      queuedAt: iso,
    });
    store.dispatch(
      outboxActions.restored([
        save('n1', true, '2026-11-21T03:30:00.000Z', 'written on the plane'),
        save('d3', false, '2026-11-21T04:00:00.000Z', 'changed on the plane'),
        { kind: 'delete', key: 'd2', queuedAt: '2026-11-21T05:00:00.000Z', diary: { datetime: '2026-11-21T03:00:00.000Z', words: 'd2' } },
      ]),
    );
    const shown = (listId: string) =>
      selectListRows(store.getState(), listId).flatMap((row) => (row.kind === 'diary' ? [[row.diary.content, row.waiting]] : []));
    expect(shown('all')).toEqual([
      ['changed on the plane', true],
      ['written on the plane', true],
      ['d1', false],
    ]);
    expect(shown('archive/2026-10')).toEqual([['d1', false]]);
    // Its photo picked offline shows from the device.
    const waitingRow = selectListRows(store.getState(), 'all').find((row) => row.kind === 'diary' && row.diary.id === 'n1');
    expect(waitingRow?.kind === 'diary' && diaryCoverFile(waitingRow.diary)).toMatchObject({ filename: 'p1.jpg', localUrl: 'blob:p1' });
    // The count has the new diary and not the deleted one; written offline into an empty list, it is not "empty".
    expect(selectListTally(store.getState(), 'all')).toMatchObject({ count: 3, note: null });
    open('archive/2026-11', { listType: 'archive', year: 2026, month: 11 }, []);
    store.dispatch(listsSlice.actions.loadFailed({ listId: 'archive/2026-11', unreachable: true }));
    // Never loaded here, it says the rest of it shows once the network is back, not "No diaries yet".
    expect(selectListTally(store.getState(), 'archive/2026-11')).toMatchObject({ count: 1, note: { key: 'list.offlineRest' } });
    // Asked for again (the network back), it says nothing while it loads.
    store.dispatch(listsSlice.actions.loadStarted({ listId: 'archive/2026-11' }));
    expect(selectListTally(store.getState(), 'archive/2026-11').note).toBeNull();

    // Tapped, a waiting diary opens the sheet of what waits (not a detail the server cannot answer yet).
    expect(await store.dispatch(openDiaryFromList('all', 'n1'))).toBe(false);
    expect(store.getState().screens.waitingSheet).toBe(true);
  });
});
