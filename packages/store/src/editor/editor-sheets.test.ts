import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from '../items/items-slice';
import { placesSlice } from '../places/places-slice';
import { startNewDiary } from './draft';
import { appSlice } from '../app/app-slice';
import {
  addDraftRef,
  addDraftStatus,
  addNewDraftPlace,
  chooseDraftStatus,
  findNearbyPlaces,
  selectDraftRefIds,
  selectDraftStatusId,
  selectPlaceChoices,
  selectStatusPicker,
  selectRefChoices,
  toggleDraftRef,
  openRefPicker,
  chooseWeatherInSheet,
  openEditorSheet,
  selectAddForm,
  selectEditorSheet,
  selectWeatherChoices,
  submitAddForm,
  typeAddForm,
  typePlaceQuery,
} from './editor-sheets';

const place = (id: string, name: string, address?: string) => ({ objectId: id, name, count: 0, ...(address ? { address } : {}) });

async function editing(answers: Parameters<typeof fakeStore>[0] = {}) {
  const made = await fakeStore(answers);
  await made.store.dispatch(startNewDiary());
  return made;
}

describe("the editor's status picker", () => {
  it('chooses a status and records its emoji as recently used; choosing it again clears it', async () => {
    const { store } = await editing();
    await store.dispatch(chooseDraftStatus({ id: 's1', name: 'Calm', emoji: '😌' }));
    expect(store.getState().editor.draft!.status).toEqual({ id: 's1', name: 'Calm', emoji: '😌' });
    expect(selectDraftStatusId(store.getState())).toBe('s1');
    expect(store.getState().history.recentEmoji).toEqual(['😌']);
    await store.dispatch(chooseDraftStatus({ id: 's1', name: 'Calm', emoji: '😌' }));
    expect(selectDraftStatusId(store.getState())).toBe('');
  });

  it('"Do not set status" clears the chosen status', async () => {
    const { store } = await editing();
    await store.dispatch(chooseDraftStatus({ id: 's1', name: 'Calm' }));
    await store.dispatch(chooseDraftStatus(null));
    expect(store.getState().editor.draft!.status).toBeNull();
  });

  it('groups the statuses under their groups, the ungrouped under "More", marking the chosen one', async () => {
    const { store } = await editing();
    store.dispatch(collectionLoaded({ name: 'group', records: [{ objectId: 'g1', name: 'Moods', position: 1 }] }));
    store.dispatch(
      collectionLoaded({
        name: 'status',
        records: [
          { objectId: 's1', name: 'Calm', emoji: '😌', group: { __type: 'Pointer', className: 'group', objectId: 'g1' } },
          { objectId: 's2', name: 'Busy' },
        ],
      }),
    );
    await store.dispatch(chooseDraftStatus({ id: 's2', name: 'Busy' }));
    expect(selectStatusPicker(store.getState())).toEqual([
      { id: 'g1', heading: { name: 'Moods' }, statuses: [{ status: { id: 's1', name: 'Calm', emoji: '😌' }, selected: false }] },
      { id: expect.any(String), heading: { key: 'editor.status.moreGroup' }, statuses: [{ status: { id: 's2', name: 'Busy' }, selected: true }] },
    ]);
  });

  it('"Do not set status" clears it and records no emoji', async () => {
    const { store } = await editing();
    await store.dispatch(chooseDraftStatus({ id: 's1', name: 'Calm' }));
    await store.dispatch(chooseDraftStatus({ id: '', name: '' }));
    expect(selectDraftStatusId(store.getState())).toBe('');
    expect(store.getState().history.recentEmoji).toEqual([]);
  });

  it('"Add status" creates the status with its emoji, then chooses it', async () => {
    const { store, platform } = await editing({ answers: { add_item: () => ({ objectId: 's9', createdAt: '2026-11-21T02:00:00.000Z' }) } });
    expect(await store.dispatch(addDraftStatus({ name: ' Sleepy ', emoji: '😴' }))).toBe(true);
    expect(platform.requests.at(-1)!.payload).toMatchObject({ className: 'status', data: { name: 'Sleepy', emoji: '😴' } });
    expect(store.getState().items.status.map((s) => s.objectId)).toEqual(['s9']);
    expect(store.getState().editor.draft!.status).toEqual({ id: 's9', name: 'Sleepy', emoji: '😴' });
    expect(store.getState().history.recentEmoji).toEqual(['😴']);
  });

  it('adds nothing without a name, and chooses nothing when the server refuses', async () => {
    const { store, platform } = await editing();
    expect(await store.dispatch(addDraftStatus({ name: '  ' }))).toBe(false);
    expect(platform.requests).toHaveLength(0);
    expect(await store.dispatch(addDraftStatus({ name: 'Sleepy' }))).toBe(false);
    expect(selectDraftStatusId(store.getState())).toBe('');
  });
});

describe("the editor's story and people pickers", () => {
  it('lists every story marked when the draft has it, and toggles on tap', async () => {
    const { store } = await editing();
    store.dispatch(
      collectionLoaded({
        name: 'tag',
        records: [
          { objectId: 't1', name: 'Trip' },
          { objectId: 't2', name: 'Work' },
        ],
      }),
    );
    store.dispatch(toggleDraftRef('tag', { id: 't2', name: 'Work' }));
    expect(selectRefChoices(store.getState(), 'tag')).toEqual([
      { id: 't1', name: 'Trip', selected: false },
      { id: 't2', name: 'Work', selected: true },
    ]);
    expect(selectRefChoices(store.getState(), 'tag')).toBe(selectRefChoices(store.getState(), 'tag'));
    // Select mode checks rows by id, the same set while the draft's stories stay as they are.
    expect([...selectDraftRefIds(store.getState(), 'tag')]).toEqual(['t2']);
    expect(selectDraftRefIds(store.getState(), 'tag')).toBe(selectDraftRefIds(store.getState(), 'tag'));
    expect(selectDraftRefIds(store.getState(), 'people').size).toBe(0);
    store.dispatch(toggleDraftRef('tag', { id: 't2', name: 'Work' }));
    expect(store.getState().editor.draft!.tags).toEqual([]);
  });

  it('adds a person by name and selects them', async () => {
    const { store, platform } = await editing({ answers: { add_item: () => ({ objectId: 'p1', createdAt: '2026-11-21T02:00:00.000Z' }) } });
    expect(await store.dispatch(addDraftRef('people', ' Mei '))).toBe(true);
    expect(platform.requests.at(-1)!.payload).toMatchObject({ className: 'people', data: { name: 'Mei' } });
    expect(store.getState().editor.draft!.people).toEqual([{ id: 'p1', name: 'Mei' }]);
    expect(selectRefChoices(store.getState(), 'people')).toEqual([{ id: 'p1', name: 'Mei', selected: true }]);
  });
});

describe("the editor's place picker", () => {
  it('offers nearby places not among the own ones first, then the own ones, marking the chosen one', async () => {
    const { store } = await editing();
    store.dispatch(placesSlice.actions.nearbyLoaded([place('n1', 'Cafe'), place('o1', 'Home')]));
    store.dispatch(placesSlice.actions.ownFound([place('o1', 'Home', 'Lane 5')]));
    store.dispatch(collectionLoaded({ name: 'location', records: [place('o1', 'Home'), place('o2', 'Office')] }));
    store.dispatch({ type: 'editor/placeChosen', payload: { id: 'o1', name: 'Home' } });
    expect(selectPlaceChoices(store.getState(), 'searched')).toEqual([
      { id: 'n1', name: 'Cafe', selected: false },
      { id: 'o1', name: 'Home', address: 'Lane 5', selected: true },
    ]);
    expect(selectPlaceChoices(store.getState(), 'saved').map((p) => p.id)).toEqual(['n1', 'o1', 'o2']);
  });

  it('finds nearby places once the device is located, and shows the "Turn on" tip without permission', async () => {
    const { store, platform } = await editing({
      answers: {
        reverse_geocode: () => ({ title: 'West Lake', address: 'Hangzhou', latitude: 30.27, longitude: 120.15 }),
        get_item_list: () => ({ locationList: [place('n1', 'Cafe')] }),
      },
    });
    await store.dispatch(findNearbyPlaces());
    expect(store.getState().places.permissionDenied).toBe(true);
    expect(platform.requests).toHaveLength(0);
    platform.position = { latitude: 30.27, longitude: 120.15 };
    await store.dispatch(findNearbyPlaces());
    expect(store.getState().places.permissionDenied).toBe(false);
    expect(store.getState().places.nearby.map((p) => p.objectId)).toEqual(['n1']);
  });

  it('"Add new place" finds or creates the place and adds it to the draft', async () => {
    const { store } = await editing({ answers: { check_item: () => ({ exists: true, item: { objectId: 'o1', name: 'Home' } }) } });
    expect(await store.dispatch(addNewDraftPlace(' Home '))).toBe(true);
    expect(store.getState().editor.draft!.locations).toEqual([{ id: 'o1', name: 'Home' }]);
    expect(await store.dispatch(addNewDraftPlace(' '))).toBe(false);
  });

  it('a new place typed by name takes where the device was found, so it shows on the map', async () => {
    const { store, platform } = await editing({
      answers: { check_item: () => ({ exists: false, item: null }), add_item: () => ({ objectId: 'p9', createdAt: '2026-12-02T08:00:00.000Z' }) },
    });
    store.dispatch(placesSlice.actions.located({ title: 'Here', address: 'West Lake', latitude: 30.25, longitude: 120.14 }));
    expect(await store.dispatch(addNewDraftPlace('Tea house'))).toBe(true);
    const added = platform.requests.find((r) => r.type === 'add_item')!;
    expect(added.payload).toEqual({
      className: 'location',
      data: { name: 'Tea house', coordinates: { __type: 'GeoPoint', latitude: 30.25, longitude: 120.14 } },
    });
  });
});

describe("the editor's people and story pickers as pages", () => {
  const listAnswer = (payload: Record<string, unknown>) => ({ [`${String(payload.className)}List`]: [] });
  it('opened directly once the app has started, opens the new diary for the picks and loads what the list needs', async () => {
    const { store, platform } = await fakeStore({ answers: { get_item_list: listAnswer } });
    await store.dispatch(openRefPicker('tag'));
    expect(store.getState().editor.draft).toBeNull();
    store.dispatch(appSlice.actions.startChanged('ready'));
    await store.dispatch(openRefPicker('tag'));
    expect(store.getState().editor.draft?.id).toBeFalsy();
    expect(store.getState().editor.draft).not.toBeNull();
    const asked = platform.requests.filter((r) => r.type === 'get_item_list').map((r) => r.payload.className);
    expect(asked).toEqual(expect.arrayContaining(['tag', 'topic']));
  });

  it('keeps the draft being written', async () => {
    const { store } = await editing({ answers: { get_item_list: listAnswer } });
    store.dispatch(appSlice.actions.startChanged('ready'));
    store.dispatch(toggleDraftRef('people', { id: 'p1', name: 'Ann' }));
    await store.dispatch(openRefPicker('people'));
    expect(store.getState().editor.draft!.people).toEqual([{ id: 'p1', name: 'Ann' }]);
  });
});

describe('the editor sheets as a screen model', () => {
  it('adds a status from its form: made, chosen, the sheet closed and the form emptied; an empty name sends nothing', async () => {
    const { store, platform } = await editing({ answers: { add_item: () => ({ objectId: 's9', createdAt: '2026-11-21T02:00:00.000Z' }) } });
    store.dispatch(openEditorSheet('status'));
    expect(await store.dispatch(submitAddForm('status'))).toBe(false);
    expect(platform.requests).toHaveLength(0);
    store.dispatch(typeAddForm('status', { name: ' Calm ' }));
    store.dispatch(typeAddForm('status', { emoji: '😌' }));
    expect(selectAddForm(store.getState(), 'status')).toEqual({ name: ' Calm ', emoji: '😌' });
    expect(await store.dispatch(submitAddForm('status'))).toBe(true);
    expect(store.getState().editor.draft!.status).toEqual({ id: 's9', name: 'Calm', emoji: '😌' });
    expect(selectEditorSheet(store.getState())).toBeNull();
    expect(selectAddForm(store.getState(), 'status')).toEqual({ name: '', emoji: '' });
  });

  it('searches the user’s places once typing stops: only the last of quick keystrokes is asked', async () => {
    const { store, platform } = await editing({ answers: { get_item_list: () => ({ locationList: [], count: 0 }) } });
    // The memory clock moves on when slept on: each keystroke's wait ends at once, so each checks it is still the last.
    const typing = [store.dispatch(typePlaceQuery('W')), store.dispatch(typePlaceQuery('We')), store.dispatch(typePlaceQuery('West'))];
    await Promise.all(typing);
    const asked = platform.requests.filter((r) => r.type === 'get_item_list').map((r) => JSON.stringify(r.payload.where));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('West');
  });

  it('marks the draft’s weather in the weather sheet; choosing closes the sheet, choosing it again clears it', async () => {
    const { store } = await editing();
    store.dispatch(openEditorSheet('weather'));
    store.dispatch(chooseWeatherInSheet(1));
    expect(
      selectWeatherChoices(store.getState())
        .filter((choice) => choice.selected)
        .map((choice) => choice.code),
    ).toEqual([1]);
    expect(selectEditorSheet(store.getState())).toBeNull();
    store.dispatch(chooseWeatherInSheet(1));
    expect(selectWeatherChoices(store.getState()).some((choice) => choice.selected)).toBe(false);
  });
});
