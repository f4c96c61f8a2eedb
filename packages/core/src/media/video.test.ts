import { describe, expect, it } from 'vitest';
import { formatVideoDuration, validateVideoDuration, videoCoverFrameTime, VIDEO_COVER_JPEG_QUALITY } from './video';

describe('short videos', () => {
  it.each([
    [2.9, { error: 'videoTooShort', message: { key: 'editor.videoTooShort', params: { min: 3 } } }],
    [3, undefined],
    [15, undefined],
    [30, undefined],
    [30.1, { error: 'videoTooLong', message: { key: 'editor.videoTooLong', params: { max: 30 } } }],
    [Number.NaN, { error: 'videoTooShort', message: { key: 'editor.videoTooShort', params: { min: 3 } } }],
  ])('a %s s video: %j', (seconds, expected) => {
    expect(validateVideoDuration(seconds)).toEqual(expected);
  });

  it('shows its duration as mm:ss, or h:mm:ss from an hour on', () => {
    expect(formatVideoDuration(5)).toBe('00:05');
    expect(formatVideoDuration(29.6)).toBe('00:30');
    expect(formatVideoDuration(65)).toBe('01:05');
    expect(formatVideoDuration(3600)).toBe('1:00:00');
    expect(formatVideoDuration(3723)).toBe('1:02:03');
  });

  it('takes its cover frame at min(1, duration / 2) seconds, as JPEG quality 0.8', () => {
    expect(videoCoverFrameTime(1.5)).toBe(0.75);
    expect(videoCoverFrameTime(2)).toBe(1);
    expect(videoCoverFrameTime(30)).toBe(1);
    expect(VIDEO_COVER_JPEG_QUALITY).toBe(0.8);
  });
});
