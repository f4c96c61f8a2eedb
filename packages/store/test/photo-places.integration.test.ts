import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, getItemList, pointer, type LatLng, type LocationRecord } from '@diary/core';
import { readPhotoPosition } from '@diary/core/photo-position';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentTyped,
  openEditorSheet,
  pickMedia,
  saveDiary,
  saveTarget,
  selectPlaceChoices,
  startEditingDiary,
  startNewDiary,
  typePlaceQuery,
  type DiaryStore,
} from '../src';
import { addPlaceHere, selectPhotoPlaceSection, selectPlaceSearch, typeNewPlaceName } from '../src/places';
import { loadPhotoPlaces } from '../src/places/photo-places';
import { fetchTransport } from './support/node-platform';
import { signedInStore as signedIn } from './support/signed-in';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The shared camera photos: a Nikon JPEG with GPS (43.467448, 11.885127, WGS-84). */
const GPS_PHOTO = path.resolve(here, '../../../apps/server/test/fixtures/media/gps_DSCN0010.jpg');
/** 0.0009° of latitude is about 100 m. */
const north = (point: LatLng, degrees: number) => ({ __type: 'GeoPoint' as const, latitude: point.latitude + degrees, longitude: point.longitude });

/** The picked photo as a platform describes it: its GPS read on the device from the file's first bytes (core's reader). */
async function picked(file: string) {
  const bytes = fs.readFileSync(file);
  const position = await readPhotoPosition(bytes.length, async (start, end) => bytes.subarray(start, end));
  return { name: path.basename(file), kind: 'image/jpeg', size: bytes.length, file, ...(position ? { position } : {}) };
}

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 30_000);
afterAll(() => server?.close());

const signedInStore = () => signedIn(server);

/** The user's places as the server keeps them, read past the store. */
function serverApi(store: DiaryStore) {
  const { token, userId } = store.getState().session;
  return { api: createApiClient({ baseUrl: server.url, transport: fetchTransport, getSessionToken: () => token }), user: pointer('user', userId!) };
}

async function placesOnServer(store: DiaryStore): Promise<LocationRecord[]> {
  const { api, user } = serverApi(store);
  return ((await api.request(getItemList, { className: 'location', where: { user }, limit: 100 })) as { locationList: LocationRecord[] }).locationList;
}

describe("places from a diary's photo, against the real server", () => {
  it("offers the user's own places near the photo's GPS, nearest first, and makes a new place there that keeps the photo's coordinates", async () => {
    const { store, platform } = await signedInStore();
    const photo = await picked(GPS_PHOTO);
    expect(photo.position!.latitude).toBeCloseTo(43.467448, 6);
    expect(photo.position!.longitude).toBeCloseTo(11.885127, 6);
    const point = photo.position!;
    for (const [name, coordinates] of [
      ['Church', north(point, 0.00225)],
      ['Piazza', north(point, 0.0009)],
      ['Far field', north(point, 0.009)],
      ['Home', undefined],
    ] as const) {
      expect(await store.dispatch(saveTarget('location', null, { name, ...(coordinates ? { coordinates } : {}) }))).toBeTruthy();
    }

    expect(await store.dispatch(startNewDiary())).toBe(true);
    platform.picks.push([photo]);
    expect(await store.dispatch(pickMedia('image'))).toBe(1);
    store.dispatch(openEditorSheet('place'));
    await store.dispatch(loadPhotoPlaces());

    // Within 0.3 km of where the photo was taken, nearest first; the field 1 km away is not.
    const section = selectPhotoPlaceSection(store.getState())!;
    expect(section.places.map((p) => [p.name, p.distance.params])).toEqual([
      ['Piazza', { metres: 100 }],
      ['Church', { metres: 250 }],
    ]);
    await store.dispatch(typePlaceQuery(''));
    expect(selectPlaceChoices(store.getState(), 'searched').map((p) => p.name)).toEqual(expect.arrayContaining(['Home', 'Far field']));
    expect(selectPlaceChoices(store.getState(), 'searched').map((p) => p.name)).not.toContain('Piazza');

    // This server has no maps service: the point has no name to propose, and the search says it is off.
    expect(section.newPlace).toEqual({ name: '', suggestion: null, canAdd: false });
    await store.dispatch(typePlaceQuery('cafe'));
    expect(selectPlaceSearch(store.getState()).note).toBe('editor.place.searchOff');

    // "A new place here", named by the person: made at the photo's point, and chosen.
    store.dispatch(typeNewPlaceName('Arezzo hill'));
    expect(await store.dispatch(addPlaceHere())).toBe(true);
    const made = (await placesOnServer(store)).find((p) => p.name === 'Arezzo hill')!;
    expect(made.coordinates).toMatchObject({ latitude: point.latitude, longitude: point.longitude });
    expect(store.getState().editor.draft!.locations).toEqual([{ id: made.objectId, name: 'Arezzo hill' }]);
    expect(selectPhotoPlaceSection(store.getState())!.places.map((p) => [p.name, p.selected])).toEqual([
      ['Arezzo hill', true],
      ['Piazza', false],
      ['Church', false],
    ]);

    store.dispatch(contentTyped('On the hill above the town'));
    expect(await store.dispatch(saveDiary())).toBe(true);

    // Opened again, the photo's position is the one the server read from the upload (its file record).
    const { api, user } = serverApi(store);
    const { diaryList: diaries } = (await api.request(getItemList, { className: 'diary', where: { user }, limit: 10 })) as unknown as {
      diaryList: Array<{ objectId: string; location?: Array<{ objectId: string }> }>;
    };
    expect(diaries).toHaveLength(1);
    expect(diaries[0]!.location?.map((l) => l.objectId)).toEqual([made.objectId]);
    expect(await store.dispatch(startEditingDiary(diaries[0]!.objectId))).toBe(true);
    const position = store.getState().editor.draft!.photos[0]!.position!;
    expect(position.latitude).toBeCloseTo(point.latitude, 6);
    expect(position.longitude).toBeCloseTo(point.longitude, 6);
    store.dispatch(openEditorSheet('place'));
    await store.dispatch(loadPhotoPlaces());
    expect(selectPhotoPlaceSection(store.getState())!.places.map((p) => [p.name, p.selected])).toEqual([
      ['Arezzo hill', true],
      ['Piazza', false],
      ['Church', false],
    ]);
  });
});
