import { describe, expect, it } from 'vitest';
import { encodeUnicodeEscape } from '../wire/unicode-escape';
import { isCollapsible } from './collapsible';
import { diaryCoverFile, diaryDateline, diaryRowText, diaryRowTitle, galleryForSwiper, toDiary } from './derived';
import type { DiaryRecord } from './diary';
import { groupByMonthAndDay } from './grouping';
import { remainingSaveSteps, SAVE_STAGE, shouldStopRetrying, stageAfter } from './save-progress';

const record: DiaryRecord = {
  objectId: 'd1',
  title: encodeUnicodeEscape('西湖'),
  content: encodeUnicodeEscape('今天去了西湖 😀'),
  datetime: { __type: 'Date', iso: '2026-11-20T16:30:00.000Z' },
  gallery: [
    { objectId: 'f1', filename: 'a.jpg', kind: 'image/jpeg' },
    { objectId: 'f2', filename: 'v.mp4', kind: 'video/mp4', duration: 5 },
  ],
  location: [{ objectId: 'l1', name: '西湖', count: 1 }],
  people: [{ __type: 'Pointer', className: 'people', objectId: 'p1' }],
  tag: [{ objectId: 't1', name: '旅行', count: 2 }],
  status: { objectId: 's1', name: '开心', emoji: '😀', count: 1 },
  weather: 1,
  updatedAt: '2026-11-21T01:00:00.000Z',
};

describe('derived diary fields', () => {
  const diary = toDiary(record, 'zh');

  it('day and month come from the local date (00:30 on the 21st in Shanghai)', () => {
    expect(diary.day).toBe('20261121');
    expect(diary.month).toBe('202611');
    expect(diary.dayOfMonth).toBe('21');
    expect(diary.timeOfDay).toBe('00:30');
  });

  it('a diary that keeps its zone is shown by the clock it was written by, wherever it is read (here, in Shanghai)', () => {
    // 16:30 UTC on the 20th: 16:30 in London, 00:30 on the 21st in Shanghai, 11:30 by a -05:00 clock.
    const london = toDiary({ ...record, timeZone: 'Europe/London' }, 'en');
    expect([london.day, london.displayDate, london.dayOfWeek, london.timeOfDay]).toEqual(['20261120', 'Nov 20, 2026', 'Fri', '16:30']);
    expect(diaryDateline(london.writtenAt, 'en')).toEqual({ date: 'Nov 20, 2026', weekdayTime: 'Friday · 16:30' });
    expect(london.datetime.toISOString()).toBe('2026-11-20T16:30:00.000Z');
    expect(toDiary({ ...record, timeZone: '-05:00' }, 'en').timeOfDay).toBe('11:30');
    // A zone this engine does not know: the reader's clock.
    expect(toDiary({ ...record, timeZone: 'Mars/Olympus_Mons' }, 'en').timeOfDay).toBe('00:30');
  });

  it('display date and weekday follow the language', () => {
    expect(diary.displayDate).toBe('2026年11月21日');
    expect(diary.dayOfWeek).toBe('周六');
    const en = toDiary(record, 'en');
    expect(en.displayDate).toBe('Nov 21, 2026');
    expect(en.dayOfWeek).toBe('Sat');
  });

  it("a diary page's headline is its date, then the weekday in full and the time, in the language", () => {
    expect(diaryDateline(diary.datetime, 'zh')).toEqual({ date: '2026年11月21日', weekdayTime: '星期六 · 00:30' });
    expect(diaryDateline(diary.datetime, 'en')).toEqual({ date: 'Nov 21, 2026', weekdayTime: 'Saturday · 00:30' });
  });

  it('title and content are decoded for display', () => {
    expect(diary.title).toBe('西湖');
    expect(diary.content).toBe('今天去了西湖 😀');
  });

  it('videoStatus is true when any gallery item is a video', () => {
    expect(diary.videoStatus).toBe(true);
    expect(toDiary({ ...record, gallery: [] }, 'zh').videoStatus).toBe(false);
  });

  it('censorResultPassed is false if any part is block, true by default', () => {
    expect(diary.censorResultPassed).toBe(true);
    expect(toDiary({ ...record, censorResult: { gallery: 'block' } }, 'zh').censorResultPassed).toBe(false);
  });

  it('references keep their id and name; status keeps its emoji; todayonhistory is MMDD', () => {
    expect(diary.location).toEqual([{ id: 'l1', name: '西湖' }]);
    expect(diary.people).toEqual([{ id: 'p1', name: '' }]);
    expect(diary.status).toEqual({ id: 's1', name: '开心', emoji: '😀', unicode: undefined });
    expect(diary.todayonhistory).toBe('1121');
  });

  it('the swiper shows videos first', () => {
    expect(galleryForSwiper(diary.gallery).map((f) => f.id)).toEqual(['f2', 'f1']);
  });

  it('a row shows the title above its lines, unless the content is hidden', () => {
    expect(diaryRowTitle(diary)).toBe('西湖');
    expect(diaryRowTitle({ title: '  ' })).toBeNull();
    expect(diaryRowTitle({ ...diary, privateStatus: true })).toBeNull();
    expect(diaryRowTitle({ ...diary, censorResultPassed: false })).toBeNull();
  });

  it('a row shows the content, else "(N photos)", else "empty content"', () => {
    expect(diaryRowText(diary)).toEqual({ kind: 'content', text: '今天去了西湖 😀' });
    expect(diaryRowText({ content: ' ', gallery: diary.gallery })).toEqual({ kind: 'photos', key: 'list.photosFallback', count: 2 });
    expect(diaryRowText({ content: '', gallery: [] })).toEqual({ kind: 'empty', key: 'list.emptyContent' });
    expect(diaryRowText({ ...diary, privateStatus: true })).toEqual({ kind: 'hidden', key: 'list.hiddenContent' });
    expect(diaryRowText({ ...diary, censorResultPassed: false })).toEqual({ kind: 'sensitive', key: 'errors.sensitiveContent' });
    expect(diaryCoverFile(diary)).toBe(diary.gallery.find((f) => diary.cover?.endsWith(f.filename)) ?? diary.gallery[0]);
    expect(diaryCoverFile({ gallery: diary.gallery, cover: `file/${diary.gallery[1]!.filename}` })).toBe(diary.gallery[1]);
  });
});

describe('grouping a list by month and day', () => {
  it('keeps the list order and starts a new group at each change', () => {
    const rows = [
      { id: 'a', month: '202611', day: '20261121' },
      { id: 'b', month: '202611', day: '20261121' },
      { id: 'c', month: '202611', day: '20261103' },
      { id: 'd', month: '202610', day: '20261031' },
    ];
    expect(groupByMonthAndDay(rows)).toEqual([
      {
        month: '202611',
        days: [
          { day: '20261121', diaries: [rows[0], rows[1]] },
          { day: '20261103', diaries: [rows[2]] },
        ],
      },
      { month: '202610', days: [{ day: '20261031', diaries: [rows[3]] }] },
    ]);
  });
});

describe('collapsible content', () => {
  it('a short entry shows whole; over 600 characters or over 15 lines it folds', () => {
    expect(isCollapsible('字'.repeat(49))).toBe(false);
    expect(isCollapsible('字'.repeat(600))).toBe(false);
    expect(isCollapsible('字'.repeat(601))).toBe(true);
    expect(isCollapsible('1\n2\n3\n4')).toBe(false);
    expect(isCollapsible(Array.from({ length: 15 }, (_, i) => i).join('\n'))).toBe(false);
    expect(isCollapsible(Array.from({ length: 16 }, (_, i) => i).join('\n'))).toBe(true);
  });
});

describe('save progress', () => {
  it('stages 0–3: nothing, files deleted, files uploaded, batch saved', () => {
    expect(SAVE_STAGE).toEqual({ nothing: 0, filesDeleted: 1, filesUploaded: 2, batchSaved: 3 });
  });

  it('a failed save resumes from the stored stage', () => {
    expect(remainingSaveSteps(0)).toEqual(['deleteFiles', 'uploadFiles', 'saveBatch']);
    expect(remainingSaveSteps(2)).toEqual(['saveBatch']);
    expect(remainingSaveSteps(3)).toEqual([]);
    expect(stageAfter('uploadFiles')).toBe(2);
  });

  it('after more than 3 failures saving stops', () => {
    expect(shouldStopRetrying(3)).toBe(false);
    expect(shouldStopRetrying(4)).toBe(true);
  });
});
