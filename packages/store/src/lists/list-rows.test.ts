import { LIST_DAY_GAP, LIST_MONTH_LABEL_HEIGHT, LIST_ROW_HEIGHT, type DiaryRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { listRows } from './list-rows';

const diary = (objectId: string, iso: string): DiaryRecord => ({ objectId, content: objectId, datetime: { __type: 'Date', iso } });

// Newest first, across two months, two diaries on one day (times in UTC; the tests run in Asia/Shanghai or UTC alike at midday).
const DIARIES = [diary('d3', '2026-11-21T04:00:00.000Z'), diary('d2', '2026-11-21T03:00:00.000Z'), diary('d1', '2026-10-30T04:00:00.000Z')];

describe("a list's rows", () => {
  it('put each month under its label, in the reader’s language, and set the first diary of a day apart', () => {
    const rows = listRows(DIARIES, 'zh', true);
    expect(rows.map((row) => (row.kind === 'month' ? row.label : row.diary.id))).toEqual(['2026年11月', 'd3', 'd2', '2026年10月', 'd1']);
    expect(rows.map((row) => row.height)).toEqual([
      LIST_MONTH_LABEL_HEIGHT,
      LIST_ROW_HEIGHT + LIST_DAY_GAP,
      LIST_ROW_HEIGHT,
      LIST_MONTH_LABEL_HEIGHT,
      LIST_ROW_HEIGHT + LIST_DAY_GAP,
    ]);
    expect(listRows(DIARIES, 'en', true)[0]).toMatchObject({ kind: 'month', label: 'November 2026' });
  });

  it('leave the labels out of an archive month’s list, which its header titles', () => {
    expect(listRows(DIARIES, 'en', false).every((row) => row.kind === 'diary')).toBe(true);
  });
});
