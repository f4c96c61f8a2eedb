import { emptyDraft } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from '../items/items-slice';
import { outboxActions } from '../outbox/outbox-slice';
import { userChanged } from '../session/session-slice';
import { chooseArchiveMonth, selectArchiveTab, shiftArchiveMonth, tapActiveTabAgain } from './archive-tab';

describe('the archive tab', () => {
  it('shows this month until one is chosen, three years of months with their counts, and months to come as not choosable', async () => {
    const { store } = await fakeStore();
    store.dispatch(
      collectionLoaded({ name: 'archive', records: [{ objectId: 'a1', year: 2026, month: 10, count: 4, cover: 'file/c.jpg', imageAveRGB: '10,20,30' }] }),
    );
    const tab = selectArchiveTab(store.getState());
    expect(tab).toMatchObject({ year: 2026, month: 11, isThisMonth: true, selector: { listType: 'archive', year: 2026, month: 11 } });
    expect(tab.years.map((y) => y.year)).toEqual([2025, 2026, 2027]);
    const october = tab.years[1]!.months[9]!;
    expect(october).toMatchObject({ key: '2026-10', count: 4, cover: { key: 'file/c.jpg', colour: { light: 'rgb(10, 20, 30)' } }, future: false });
    expect(tab.years[1]!.months[11]!.future).toBe(true);
    expect(tab.years.map((y) => y.total)).toEqual([0, 4, 0]);
    expect(tab.firstEntry).toBe(false);
    expect(store.dispatch(chooseArchiveMonth(2026, 12, { openList: true }))).toBe(false);
  });

  it('lets Write choose a day of a past month from the birthday on, not before', async () => {
    const { store } = await fakeStore();
    store.dispatch(userChanged({ dateOfBirth: { __type: 'Date', iso: '2026-10-14T16:00:00.000Z' } }));
    store.dispatch(chooseArchiveMonth(2026, 10, { openList: false }));
    const { days } = selectArchiveTab(store.getState());
    expect([days.first.getDate(), days.last.getDate()]).toEqual([15, 31]);
  });

  it('counts what waits to sync in its month: a new diary one more, a delete one less', async () => {
    const { store } = await fakeStore();
    store.dispatch(collectionLoaded({ name: 'archive', records: [{ objectId: 'a1', year: 2026, month: 10, count: 4 }] }));
    const at = '2026-10-12T04:00:00.000Z';
    store.dispatch(
      outboxActions.restored([
        { kind: 'save', key: 'n1', draft: emptyDraft(new Date(at)), job: { diaryId: 'n1', isNew: true, stage: 0, uploaded: {}, errorCount: 0 }, queuedAt: at },
        {
          kind: 'save',
          key: 'd1',
          draft: { ...emptyDraft(new Date(at)), id: 'd1' },
          job: { diaryId: 'd1', isNew: false, stage: 0, uploaded: {}, errorCount: 0 },
          queuedAt: at,
        },
        { kind: 'delete', key: 'd2', queuedAt: at, diary: { datetime: at, words: '' } },
        { kind: 'delete', key: 'd3', queuedAt: at, diary: { datetime: at, words: '' } },
      ]),
    );
    expect(selectArchiveTab(store.getState()).years[1]!.months[9]!.count).toBe(3);
  });

  it('moves a month back and forth but never past this one; Write in another month may choose its days up to its end', async () => {
    const { store, platform } = await fakeStore();
    expect(store.dispatch(shiftArchiveMonth(1))).toBe(false);
    expect(store.dispatch(shiftArchiveMonth(-1))).toBe(true);
    const october = selectArchiveTab(store.getState());
    expect(october).toMatchObject({ month: 10, isThisMonth: false });
    expect(october.days.last).toEqual(new Date(2026, 9, 31));
    expect(store.dispatch(chooseArchiveMonth(2026, 3, { openList: true }))).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/list/archive/2026-03' });
    // Tapping the tab again comes back to this month.
    store.dispatch(tapActiveTabAgain('archive'));
    expect(selectArchiveTab(store.getState()).month).toBe(11);
  });

  it('asks a person who has written nothing for a first entry, until something is written or waits to sync', async () => {
    const { store } = await fakeStore();
    store.dispatch(collectionLoaded({ name: 'archive', records: [] }));
    expect(selectArchiveTab(store.getState()).firstEntry).toBe(true);
    // This year under the prompt, and the next: no empty year from before they came.
    expect(selectArchiveTab(store.getState()).years.map((shown) => shown.year)).toEqual([2026, 2027]);
    const at = '2026-11-12T04:00:00.000Z';
    store.dispatch(
      outboxActions.restored([
        { kind: 'save', key: 'n1', draft: emptyDraft(new Date(at)), job: { diaryId: 'n1', isNew: true, stage: 0, uploaded: {}, errorCount: 0 }, queuedAt: at },
      ]),
    );
    expect(selectArchiveTab(store.getState()).firstEntry).toBe(false);
    expect(selectArchiveTab(store.getState()).years.map((shown) => shown.year)).toEqual([2025, 2026, 2027]);
  });
});
