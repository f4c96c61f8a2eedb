import { describe, expect, it } from 'vitest';
import {
  addPhotos,
  canAddPhotos,
  deletePhoto,
  effectiveCover,
  MAX_PHOTOS_PER_DIARY,
  movePhoto,
  orderVideosFirst,
  visiblePhotos,
  type StripPhoto,
} from './photos';

const photo = (id: string, extra: Partial<StripPhoto> = {}): StripPhoto => ({ id, filename: `${id}.jpg`, fileType: 'image', ...extra });
const video = (id: string, duration: number): StripPhoto => ({ id, filename: `${id}.mp4`, fileType: 'video', duration });
const photos = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => photo(`${prefix}${i + 1}`));
const ids = (list: StripPhoto[]) => list.map((p) => p.id);

describe('photos of a diary', () => {
  it('the 15th photo is added and the add button then hides', () => {
    const { photos: strip, messages } = addPhotos(photos(14), [photo('x15')]);
    expect(strip).toHaveLength(MAX_PHOTOS_PER_DIARY);
    expect(messages).toEqual([]);
    expect(canAddPhotos(photos(14))).toBe(true);
    expect(canAddPhotos(strip)).toBe(false);
  });

  it('selecting more files than allowed in one pick is silently ignored beyond 15', () => {
    const { photos: strip, messages } = addPhotos(photos(10), photos(8, 'n'));
    expect(strip).toHaveLength(15);
    expect(ids(strip).slice(10)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
    expect(messages).toEqual([]);
  });

  it('a 16th photo is not added', () => {
    expect(addPhotos(photos(15), [photo('p16')]).photos).toHaveLength(15);
  });

  it('deleted photos do not count against the 15', () => {
    const strip = [...photos(14), photo('gone', { uploadedStatus: true, deleteStatus: true })];
    expect(canAddPhotos(strip)).toBe(true);
    expect(visiblePhotos(addPhotos(strip, [photo('new')]).photos)).toHaveLength(15);
  });

  it('only one video can be uploaded', () => {
    const { photos: strip, messages } = addPhotos([video('v1', 10)], [video('v2', 10), photo('p1')]);
    expect(ids(strip)).toEqual(['v1', 'p1']);
    expect(messages).toEqual([{ key: 'editor.videoMax', params: { max: 1 } }]);
  });

  it('a 2.9 s video is refused as too short and a 30.1 s video as too long', () => {
    expect(addPhotos([], [video('short', 2.9)])).toEqual({ photos: [], messages: [{ key: 'editor.videoTooShort', params: { min: 3 } }] });
    expect(addPhotos([], [video('long', 30.1)])).toEqual({ photos: [], messages: [{ key: 'editor.videoTooLong', params: { max: 30 } }] });
  });

  it('3 s and 30 s videos are accepted', () => {
    expect(ids(addPhotos([], [video('three', 3)]).photos)).toEqual(['three']);
    expect(ids(addPhotos([], [video('thirty', 30)]).photos)).toEqual(['thirty']);
  });

  it('videos are ordered before other files', () => {
    expect(ids(orderVideosFirst([photo('a'), video('v', 5), photo('b')]))).toEqual(['v', 'a', 'b']);
    expect(ids(addPhotos([photo('a')], [video('v', 5)]).photos)).toEqual(['v', 'a']);
  });
});

describe('moving a photo left or right', () => {
  it('swaps it with its neighbour', () => {
    const result = movePhoto(photos(3), 'p2', 'left');
    expect(result.ok && ids(result.photos)).toEqual(['p2', 'p1', 'p3']);
  });

  it('skips deleted photos when finding the neighbour', () => {
    const strip = [photo('a'), photo('gone', { uploadedStatus: true, deleteStatus: true }), photo('b')];
    const result = movePhoto(strip, 'b', 'left');
    expect(result.ok && ids(result.photos)).toEqual(['b', 'gone', 'a']);
  });

  it('is blocked at the ends: "Already on the far left" / "Already on the far right"', () => {
    expect(movePhoto(photos(3), 'p1', 'left')).toEqual({ ok: false, message: { key: 'editor.farLeft' } });
    expect(movePhoto(photos(3), 'p3', 'right')).toEqual({ ok: false, message: { key: 'editor.farRight' } });
  });
});

describe('the cover photo', () => {
  it('is the first photo when none is chosen', () => {
    expect(effectiveCover(photos(3), null)).toBe('p1.jpg');
    expect(effectiveCover([], null)).toBeNull();
  });

  it('is the chosen photo while it is in the strip', () => {
    expect(effectiveCover(photos(3), 'p3.jpg')).toBe('p3.jpg');
  });

  it('deleting the cover moves it to the first remaining photo', () => {
    const result = deletePhoto(photos(3), 'p2', 'p2.jpg');
    expect(result.coverFilename).toBe('p1.jpg');
    expect(ids(result.photos)).toEqual(['p1', 'p3']);
  });

  it('deleting the first photo when it is the (default) cover moves the cover to the next', () => {
    expect(deletePhoto(photos(3), 'p1', 'p1.jpg').coverFilename).toBe('p2.jpg');
  });

  it('deleting the last photo leaves no cover', () => {
    expect(deletePhoto([photo('only')], 'only', 'only.jpg')).toEqual({ photos: [], coverFilename: null });
  });

  it('deleting another photo keeps the chosen cover', () => {
    expect(deletePhoto(photos(3), 'p1', 'p3.jpg').coverFilename).toBe('p3.jpg');
  });

  it('an uploaded photo is flagged deleted (removed from storage on save), a new one leaves the strip', () => {
    const strip = [photo('old', { uploadedStatus: true }), photo('new')];
    const afterOld = deletePhoto(strip, 'old', null);
    expect(afterOld.photos).toEqual([{ ...strip[0], deleteStatus: true }, strip[1]]);
    expect(afterOld.coverFilename).toBe('new.jpg');
    expect(deletePhoto(strip, 'new', null).photos).toEqual([strip[0]]);
  });
});
