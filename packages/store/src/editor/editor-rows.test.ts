import { describe, expect, it } from 'vitest';
import { fakeStore, restartedStore } from '../../test/support/fake-store';
import { NEW_DIARY_ROUTE_ID, openEditor, pickMedia, startNewDiary } from './draft';
import { selectEditorRows } from './editor-rows';
import { openEditorSheet } from './editor-sheets';
import { contentTyped, editorActions, favoriteToggled, personToggled, placeChosen, statusChosen, tagToggled, weatherChosen } from './editor-slice';

const jpeg = (name: string) => ({ name, kind: 'image/jpeg', file: name });

describe("the editor's rows", () => {
  it('start as a new diary to publish, with nothing chosen and no counter', async () => {
    const { store } = await fakeStore();
    expect(selectEditorRows(store.getState(), NEW_DIARY_ROUTE_ID)).toBeNull();
    await store.dispatch(startNewDiary());
    expect(selectEditorRows(store.getState(), NEW_DIARY_ROUTE_ID)).toEqual({
      status: null,
      publish: 'common.publish',
      savingNote: null,
      counter: null,
      stories: '',
      people: '',
      places: '',
      weather: null,
      favorite: false,
      // Dated now (the memory clock: 2026-11-21 10:00 in Shanghai), and may go back to the birthday's bound.
      when: expect.objectContaining({ day: '2026-11-21', time: '10:00', last: new Date('2026-11-21T10:00:00+08:00') }),
      more: null,
    });
    expect(selectEditorRows(store.getState(), 'd1')).toBeNull();
  });

  it("a diary begun since the screens' clock last moved is not later than the date sheet's latest moment", async () => {
    const { store, platform } = await fakeStore();
    // The screens' clock moves once a minute from the store's start; the device's has moved on 70 s since (its timer not yet run).
    platform.setNow(new Date('2026-11-21T10:01:10+08:00'));
    await store.dispatch(startNewDiary());
    store.dispatch(openEditorSheet('date'));
    const { when } = selectEditorRows(store.getState(), NEW_DIARY_ROUTE_ID)!;
    expect(when.time).toBe('10:01');
    expect(when.last.getTime()).toBeGreaterThanOrEqual(when.date.getTime());
  });

  it('show what the draft has chosen, and the counter once something is typed', async () => {
    const { store } = await fakeStore();
    await store.dispatch(startNewDiary());
    store.dispatch(statusChosen({ id: 's1', name: '', emoji: '😌' }));
    store.dispatch(tagToggled({ id: 't1', name: 'Trip' }));
    store.dispatch(tagToggled({ id: 't2', name: 'Work' }));
    store.dispatch(personToggled({ id: 'p1', name: 'Mei' }));
    store.dispatch(placeChosen({ id: 'l1', name: 'West Lake' }));
    store.dispatch(weatherChosen(1));
    store.dispatch(favoriteToggled());
    store.dispatch(contentTyped('x'.repeat(2001)));
    expect(selectEditorRows(store.getState(), NEW_DIARY_ROUTE_ID)).toMatchObject({
      status: { emoji: '😌', name: null },
      counter: { count: 2001, max: 2000, over: true },
      stories: '#Trip #Work',
      people: '@Mei',
      places: 'West Lake',
      weather: { icon: expect.any(String), name: expect.stringMatching(/^weather\./) },
      favorite: true,
    });
  });

  it('say "Uploading n/m" while new photos go up, else "Saving"', async () => {
    const { store, platform } = await fakeStore();
    await store.dispatch(startNewDiary());
    store.dispatch(editorActions.savingChanged(true));
    expect(selectEditorRows(store.getState(), NEW_DIARY_ROUTE_ID)!.savingNote).toEqual({ key: 'editor.saving' });
    platform.picks.push([jpeg('a.jpg'), jpeg('b.jpg')]);
    await store.dispatch(pickMedia('image'));
    store.dispatch(editorActions.uploadProgressed({ id: store.getState().editor.draft!.photos[0]!.id, fraction: 1 }));
    expect(selectEditorRows(store.getState(), NEW_DIARY_ROUTE_ID)!.savingNote).toEqual({ key: 'editor.uploading', params: { done: 1, total: 2 } });
  });

  it('the abnormal-quit notice is acknowledged with "Got it" and not shown again', async () => {
    const first = await fakeStore();
    await first.store.dispatch(startNewDiary());
    first.store.dispatch(contentTyped('half'));
    const { store, platform } = await restartedStore(first.platform);
    // The editor opening the restored draft says it; opening again (a re-render, the app started) does not.
    await store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    await store.dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    const notices = platform.confirms.filter((c) => c.title?.key === 'editor.abnormalQuit');
    expect(notices).toEqual([expect.objectContaining({ showCancel: false, confirmText: { key: 'common.gotIt' } })]);
    expect(store.getState().editor.abnormalQuit).toBe(false);
  });
});
