import { MAX_PHOTOS_PER_DIARY } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { pickMedia, startNewDiary } from './draft';
import { coverChosen, editorActions } from './editor-slice';
import { selectPhotoStrip } from './photo-strip';

const jpeg = (name: string) => ({ name, kind: 'image/jpeg', file: name });

describe("the editor's photo strip", () => {
  it('marks the first photo as the cover until another is chosen', async () => {
    const { store, platform } = await fakeStore();
    await store.dispatch(startNewDiary());
    platform.picks.push([jpeg('a.jpg'), jpeg('b.jpg')]);
    await store.dispatch(pickMedia('image'));
    expect(selectPhotoStrip(store.getState()).photos.map((row) => row.cover)).toEqual([true, false]);
    store.dispatch(coverChosen(store.getState().editor.draft!.photos[1]!.filename));
    expect(selectPhotoStrip(store.getState()).photos.map((row) => row.cover)).toEqual([false, true]);
  });

  it('shows upload progress only while saving, for photos not yet uploaded', async () => {
    const { store, platform } = await fakeStore();
    await store.dispatch(startNewDiary());
    platform.picks.push([jpeg('a.jpg'), jpeg('b.jpg')]);
    await store.dispatch(pickMedia('image'));
    const [a] = store.getState().editor.draft!.photos;
    expect(selectPhotoStrip(store.getState()).photos.map((row) => row.uploadPercent)).toEqual([null, null]);
    store.dispatch(editorActions.savingChanged(true));
    store.dispatch(editorActions.uploadProgressed({ id: a!.id, fraction: 0.426 }));
    expect(selectPhotoStrip(store.getState()).photos.map((row) => row.uploadPercent)).toEqual([43, 0]);
  });

  it(`offers adding until the strip holds ${MAX_PHOTOS_PER_DIARY}`, async () => {
    const { store, platform } = await fakeStore();
    await store.dispatch(startNewDiary());
    expect(selectPhotoStrip(store.getState())).toEqual({ photos: [], canAdd: true });
    platform.picks.push(Array.from({ length: MAX_PHOTOS_PER_DIARY }, (_, i) => jpeg(`p${i}.jpg`)));
    await store.dispatch(pickMedia('image'));
    expect(selectPhotoStrip(store.getState()).canAdd).toBe(false);
  });
});
