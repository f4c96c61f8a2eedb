import { describe, expect, it } from 'vitest';
import { encodeDate } from '../wire/date';
import {
  checkShareable,
  isShareExpired,
  isShareLive,
  NOT_SHAREABLE,
  resetSharing,
  shareExpiresAt,
  shareLink,
  shareState,
  startSharing,
  stopSharing,
} from './share';

const start = new Date('2026-11-21T09:00:00+08:00');
const at = (hhmmss: string, day = 22) => new Date(`2026-11-${day}T${hhmmss}+08:00`);

describe('sharing by link', () => {
  it('starting sets the state public with the current time', () => {
    expect(startSharing(start)).toEqual({ sharedStatus: 2, sharedDatetime: encodeDate(start) });
  });

  it('stopping sets it private and clears the time', () => {
    expect(stopSharing()).toEqual({ sharedStatus: 0, sharedDatetime: null });
  });

  it('a share expires one day after it started', () => {
    expect(shareExpiresAt(encodeDate(start))).toEqual(at('09:00:00'));
  });

  it('is live 23:59:59 after the start and expired at 24:00:01', () => {
    const diary = { ...startSharing(start) };
    expect(isShareLive('diary', diary, at('08:59:59'))).toBe(true);
    expect(isShareExpired(diary.sharedDatetime, at('09:00:00'))).toBe(false);
    expect(isShareLive('diary', diary, at('09:00:01'))).toBe(false);
  });

  it('reset restarts the day from now', () => {
    const reset = resetSharing(at('08:00:00'));
    expect(isShareLive('diary', reset, at('09:00:01'))).toBe(true);
    expect(isShareLive('diary', reset, at('08:00:01', 23))).toBe(false);
  });

  it('the switch is off when the status is public but the time is missing', () => {
    expect(isShareLive('diary', { sharedStatus: 2, sharedDatetime: null }, start)).toBe(false);
  });

  it('a list with no diaries is not shareable (99) and says "Can not be shared temporarily"', () => {
    expect(shareState('location', { count: 0, sharedStatus: 2 })).toBe(NOT_SHAREABLE);
    expect(checkShareable('tag', { count: 0 })).toEqual({ key: 'share.unavailable' });
    expect(shareState('location', { count: 3, sharedStatus: 2 })).toBe(2);
    expect(shareState('location', { count: 3 })).toBe(0);
    expect(isShareLive('location', { count: 0, ...startSharing(start) }, start)).toBe(false);
  });

  it('a diary has no count and is always shareable', () => {
    expect(shareState('diary', {})).toBe(0);
    expect(checkShareable('diary', {})).toBeUndefined();
  });

  it('public links: {site}/shared/{diaryId} and {site}/shared/{type}/{id}', () => {
    expect(shareLink('https://diary.example.com/', 'diary', 'd1')).toBe('https://diary.example.com/shared/d1');
    expect(shareLink('https://diary.example.com', 'tag', 't1')).toBe('https://diary.example.com/shared/tag/t1');
  });
});
