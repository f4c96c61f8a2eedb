import { describe, expect, it } from 'vitest';
import { encodeUnicodeEscape } from '../wire/unicode-escape';
import {
  isEmptyDiary,
  normalizeDiaryText,
  CONTENT_MAX_LENGTH,
  contentCounter,
  contentTextSchema,
  countCharacters,
  TITLE_MAX_LENGTH,
  titleTextSchema,
  trimTrailingLineBreaks,
  validateContent,
  validateSearchKeyword,
  validateTextInput,
  validateTitle,
} from './content';

describe('diary content rules', () => {
  it('content is at most 2000 characters: the 2000th is accepted, the 2001st is refused', () => {
    expect(validateContent('字'.repeat(2000), { hasMedia: false })).toBeUndefined();
    expect(validateContent('字'.repeat(2001), { hasMedia: false })).toEqual({ key: 'editor.contentTooLong', params: { max: 2000 } });
  });

  it('line breaks are not counted against the 2000 characters', () => {
    const text = 'a\n'.repeat(2000);
    expect(countCharacters(text)).toBe(2000);
    expect(validateContent(text, { hasMedia: false })).toBeUndefined();
  });

  it('an emoji counts as one character', () => {
    expect(countCharacters('😀👍🏽')).toBe(3);
  });

  it('content cannot be empty when there is no photo or video: "Can not be empty"', () => {
    expect(validateContent('', { hasMedia: false })).toEqual({ key: 'editor.contentEmpty' });
    expect(validateContent('  \n\n', { hasMedia: false })).toEqual({ key: 'editor.contentEmpty' });
    expect(validateContent('', { hasMedia: true })).toBeUndefined();
  });

  it('trailing line breaks are trimmed before saving; other whitespace stays', () => {
    expect(trimTrailingLineBreaks('hello\n\n\n')).toBe('hello');
    expect(trimTrailingLineBreaks('hello \n \n')).toBe('hello');
    expect(trimTrailingLineBreaks('line one\nline two')).toBe('line one\nline two');
    expect(trimTrailingLineBreaks('ends with spaces  ')).toBe('ends with spaces  ');
  });

  it('the phone editor shows "n / 2000" only once something is typed', () => {
    expect(contentCounter('')).toEqual({ count: 0, max: CONTENT_MAX_LENGTH, visible: false });
    expect(contentCounter('你好')).toEqual({ count: 2, max: CONTENT_MAX_LENGTH, visible: true });
  });

  it('a title is at most 16 characters', () => {
    expect(validateTitle('一'.repeat(16))).toBeUndefined();
    expect(validateTitle('一'.repeat(17))).toEqual({ key: 'editor.titleTooLong', params: { max: TITLE_MAX_LENGTH } });
  });

  it('a text input holds 32 characters by default', () => {
    expect(validateTextInput('x'.repeat(32))).toBeUndefined();
    expect(validateTextInput('x'.repeat(33))).toEqual({ key: 'editor.inputTooLong', params: { max: 32 } });
  });
});

describe('search keyword', () => {
  it('search content cannot be empty', () => {
    expect(validateSearchKeyword('   ')).toEqual({ ok: false, message: { key: 'search.empty' } });
  });

  it('a keyword is trimmed', () => {
    expect(validateSearchKeyword('  西湖 ')).toEqual({ ok: true, keyword: '西湖' });
  });
});

describe('the server checks the same limits on the stored (possibly escaped) text', () => {
  it('accepts 2000 characters of content in either form and refuses 2001', () => {
    const ok = '字'.repeat(2000);
    expect(contentTextSchema.safeParse(ok).success).toBe(true);
    expect(contentTextSchema.safeParse(encodeUnicodeEscape(ok)).success).toBe(true);
    expect(contentTextSchema.safeParse(ok + '字').success).toBe(false);
    expect(contentTextSchema.safeParse(encodeUnicodeEscape(ok + '字')).success).toBe(false);
  });

  it('refuses a flood of line breaks even though they are not counted', () => {
    expect(contentTextSchema.safeParse('\n'.repeat(100_000)).success).toBe(false);
  });

  it('accepts a 16-character title and refuses 17', () => {
    expect(titleTextSchema.safeParse(encodeUnicodeEscape('😀'.repeat(16))).success).toBe(true);
    expect(titleTextSchema.safeParse('t'.repeat(17)).success).toBe(false);
  });
});

describe('one normaliser of a diary’s text, for the device and the server', () => {
  it('decodes the unicode-escape marker and trims trailing line breaks', () => {
    expect(normalizeDiaryText(encodeUnicodeEscape('西湖 ☀️\n\n'))).toBe('西湖 ☀️');
    expect(normalizeDiaryText('plain  \n \r\n')).toBe('plain');
    expect(normalizeDiaryText('keeps  ')).toBe('keeps  ');
  });

  it('a diary is empty with neither text nor a photo or video, however it was sent', () => {
    expect(isEmptyDiary(' \n\n', 0)).toBe(true);
    expect(isEmptyDiary(encodeUnicodeEscape('\n'), 0)).toBe(true);
    expect(isEmptyDiary('', 1)).toBe(false);
    expect(isEmptyDiary('字', 0)).toBe(false);
  });
});
