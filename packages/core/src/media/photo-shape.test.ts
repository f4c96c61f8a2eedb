import { describe, expect, it } from 'vitest';
import { galleryShape } from './photo-shape';

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
