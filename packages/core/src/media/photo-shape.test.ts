import { describe, expect, it } from 'vitest';
import { galleryShape, galleryView } from './photo-shape';

describe('the gallery takes the shape of the photo on show', () => {
  it('a landscape photo keeps its own shape, so no band shows under it', () => {
    expect(galleryShape({ width: 4032, height: 3024 })).toBeCloseTo(4 / 3);
    expect(galleryShape({ width: 1920, height: 1080 })).toBeCloseTo(16 / 9);
  });

  it('a panorama or a tall screenshot is kept within 2:1 and 4:5', () => {
    expect(galleryShape({ width: 8000, height: 1000 })).toBe(2);
    expect(galleryShape({ width: 1170, height: 2532 })).toBe(0.8);
  });

  it('a file whose size is not known shows at 4:3', () => {
    expect(galleryShape({})).toBeCloseTo(4 / 3);
    expect(galleryShape({ width: 0, height: 100 })).toBeCloseTo(4 / 3);
  });
});

describe("a gallery's view", () => {
  const files = Array.from({ length: 8 }, (_, i) => (i === 2 ? { width: 600, height: 900 } : { width: 1200, height: 900 }));

  it('takes the shape of the file on show, counts "n / total", and shows five dots around it', () => {
    const third = galleryView(files, 2, 2, new Set());
    expect(third.shape).toBeCloseTo(0.8);
    expect(third.counter).toEqual({ key: 'preview.counter', params: { index: 3, total: 8 } });
    expect(third.dots.map((d) => d.index)).toEqual([0, 1, 2, 3, 4]);
    expect(third.dots.find((d) => d.active)?.index).toBe(2);
    expect(galleryView(files, 7, 7, new Set()).dots.map((d) => d.index)).toEqual([3, 4, 5, 6, 7]);
    expect(galleryView(files.slice(0, 1), 0, 0, new Set()).dots).toEqual([]);
  });

  it('loads the first picture, the second once the first has loaded, then each as the reader nears it', () => {
    expect([0, 1].map(galleryView(files, 0, 0, new Set()).loads)).toEqual([true, false]);
    expect([0, 1, 2].map(galleryView(files, 0, 0, new Set([0])).loads)).toEqual([true, true, false]);
    // Back at the first after reaching the fourth: what was loaded stays, the fifth waits for the fourth's picture.
    expect([3, 4].map(galleryView(files, 0, 3, new Set([0, 1, 2])).loads)).toEqual([true, false]);
    expect([4, 5].map(galleryView(files, 0, 3, new Set([0, 1, 2, 3])).loads)).toEqual([true, false]);
    // A video first: only its size loads, so the photo after it does not wait.
    expect([0, 1].map(galleryView([{ fileType: 'video' }, ...files], 0, 0, new Set()).loads)).toEqual([true, true]);
  });
});
