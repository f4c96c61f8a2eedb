import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { pickMedia, startNewDiary } from './draft';
import { choosePhotoOption, PHOTO_OPTIONS, photoOptionLabel } from './photo-options';

const jpeg = (name: string) => ({ name, kind: 'image/jpeg', file: name });
const video = (seconds: number) => ({ name: `v${seconds}.mp4`, kind: 'video/mp4', duration: seconds, file: 'v' });

async function stripOf(picks: Array<Array<ReturnType<typeof jpeg> | ReturnType<typeof video>>>) {
  const made = await fakeStore();
  await made.store.dispatch(startNewDiary());
  for (const pick of picks) {
    made.platform.picks.push(pick);
    await made.store.dispatch(pickMedia(pick[0]!.kind.startsWith('video') ? 'video' : 'image'));
  }
  return { ...made, photos: made.store.getState().editor.draft!.photos };
}

describe("the editor's photo options", () => {
  it('offers preview, set as cover, shift left, shift right and delete, in that order', () => {
    expect(PHOTO_OPTIONS).toEqual(['preview', 'cover', 'left', 'right', 'delete']);
    expect(PHOTO_OPTIONS.map(photoOptionLabel)).toEqual([
      'editor.photoOptions.preview',
      'editor.photoOptions.setCover',
      'editor.photoOptions.shiftLeft',
      'editor.photoOptions.shiftRight',
      'editor.photoOptions.delete',
    ]);
  });

  it('previews the strip’s photos without the video, starting at the chosen one', async () => {
    const { store, photos } = await stripOf([[jpeg('a.jpg'), jpeg('b.jpg')], [video(5)]]);
    const [v, , b] = photos;
    expect(v!.fileType).toBe('video');
    const preview = await store.dispatch(choosePhotoOption(b!.id, 'preview'));
    expect(preview!.photos.map((p) => p.id)).toEqual([photos[1]!.id, b!.id]);
    expect(preview!.index).toBe(1);
    expect(store.getState().editor.draft!.photos).toEqual(photos);
  });

  it('sets the cover, and shifts a photo among its neighbours (saying so at the end)', async () => {
    const { store, platform, photos } = await stripOf([[jpeg('a.jpg'), jpeg('b.jpg')]]);
    const [a, b] = photos;
    expect(await store.dispatch(choosePhotoOption(b!.id, 'cover'))).toBeNull();
    expect(store.getState().editor.draft!.coverFilename).toBe(b!.filename);
    await store.dispatch(choosePhotoOption(a!.id, 'left'));
    expect(platform.toasts.at(-1)!.message.key).toBe('editor.farLeft');
    await store.dispatch(choosePhotoOption(a!.id, 'right'));
    expect(store.getState().editor.draft!.photos.map((p) => p.id)).toEqual([b!.id, a!.id]);
  });

  it('deletes a photo after "Delete this photo?"', async () => {
    const { store, platform, photos } = await stripOf([[jpeg('a.jpg'), jpeg('b.jpg')]]);
    platform.confirmAnswers.push(false);
    await store.dispatch(choosePhotoOption(photos[0]!.id, 'delete'));
    expect(store.getState().editor.draft!.photos).toHaveLength(2);
    await store.dispatch(choosePhotoOption(photos[0]!.id, 'delete'));
    expect(platform.confirms.at(-1)!.title.key).toBe('editor.deletePhotoTitle');
    expect(store.getState().editor.draft!.photos.map((p) => p.id)).toEqual([photos[1]!.id]);
  });

  it('does nothing for a photo no longer in the strip', async () => {
    const { store, platform } = await stripOf([[jpeg('a.jpg')]]);
    expect(await store.dispatch(choosePhotoOption('gone', 'delete'))).toBeNull();
    expect(platform.confirms).toHaveLength(0);
  });
});
