import { describe, expect, it } from 'vitest';
import { coverShown } from '../media/cover-fields';
import { archiveRecordSchema } from './archive';
import { archiveKeyOf, threeYearArchiveView } from './three-year-view';

describe('the three-year archive view', () => {
  it('shows the previous, selected and next year, twelve months each, with counts', () => {
    const view = threeYearArchiveView(2026, [
      { year: 2026, month: 11, count: 5 },
      { year: 2025, month: 1, count: 2 },
    ]);
    expect(view.map((y) => y.year)).toEqual([2025, 2026, 2027]);
    expect(view.every((y) => y.months.length === 12)).toBe(true);
    expect(view[1]?.months[10]).toEqual({ year: 2026, month: 11, archive: { year: 2026, month: 11, count: 5 }, count: 5 });
    expect(view[0]?.months[0]?.count).toBe(2);
    expect(view[2]?.months[0]).toEqual({ year: 2027, month: 1, archive: undefined, count: 0 });
  });

  it('a diary belongs to the archive of its local month', () => {
    expect(archiveKeyOf(new Date('2026-11-30T16:30:00.000Z'))).toEqual({ year: 2026, month: 12 });
  });
});

describe("a month's cover in the archive view", () => {
  it("is the archive's own cover, else its newest diary's photo, each with its average colour; none without either", () => {
    const own = { cover: 'file/own.jpg', imageAveRGB: '10,20,30', diaryCover: 'file/newest.jpg', diaryImageAveRGB: '1,2,3' };
    expect(coverShown(own)).toEqual({ key: 'file/own.jpg', crop: undefined, aveRgb: '10,20,30' });
    expect(coverShown({ ...own, cover: null })).toEqual({ key: 'file/newest.jpg', crop: null, aveRgb: '1,2,3' });
    expect(coverShown({ cover: null, diaryCover: null })).toBeNull();
    expect(coverShown(undefined)).toBeNull();
  });

  it('the diary cover is part of the record a client reads, not of what it may write', () => {
    const record = { objectId: 'a1', year: 2026, month: 11, count: 1, diaryCover: 'file/newest.jpg', diaryImageAveRGB: [1, 2, 3] };
    expect(archiveRecordSchema.safeParse(record).success).toBe(true);
  });
});
