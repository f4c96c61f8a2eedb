import { z } from 'zod';
import { message, type Message } from '../i18n/message-key';
import { TEXT_INPUT_MAX_LENGTH } from '../layout/text-input';
import { decodeUnicodeEscape } from '../wire/unicode-escape';
import { lazySchema } from '../wire/lazy-schema';

export const TITLE_MAX_LENGTH = 16;
export const CONTENT_MAX_LENGTH = 2000;
/** Line breaks are not counted against the content limit, but the whole text is still bounded. */
export const CONTENT_MAX_STORED_LENGTH = 4 * CONTENT_MAX_LENGTH;
export const SEARCH_KEYWORD_MAX_LENGTH = TEXT_INPUT_MAX_LENGTH;

/** Characters as a person counts them: code points (an emoji is one), line breaks not counted. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const char of text) {
    if (char !== '\n' && char !== '\r') count++;
  }
  return count;
}

/** Trailing line breaks (and the spaces between them) are trimmed before saving. */
export function trimTrailingLineBreaks(text: string): string {
  return text.replace(/[\s]*$/u, (tail) => (tail.includes('\n') || tail.includes('\r') ? '' : tail));
}

/**
 * The text a diary keeps, on the device and on the server alike: the unicode-escape marker
 * decoded (so search sees what the person wrote) and trailing line breaks trimmed.
 */
export function normalizeDiaryText(value: string): string {
  return trimTrailingLineBreaks(decodeUnicodeEscape(value));
}

/** "Can not be empty": a diary needs some text or at least one photo or video. */
export function isEmptyDiary(content: string, mediaCount: number): boolean {
  return normalizeDiaryText(content).trim() === '' && mediaCount === 0;
}

export function validateTitle(title: string): Message | undefined {
  return countCharacters(title) > TITLE_MAX_LENGTH ? message('editor.titleTooLong', { max: TITLE_MAX_LENGTH }) : undefined;
}

/**
 * A diary needs some content or at least one photo or video: publishing neither
 * says "Can not be empty". Content is at most 2000 characters.
 */
export function validateContent(content: string, { hasMedia }: { hasMedia: boolean }): Message | undefined {
  const text = normalizeDiaryText(content);
  if (isEmptyDiary(text, hasMedia ? 1 : 0)) return message('editor.contentEmpty');
  if (countCharacters(text) > CONTENT_MAX_LENGTH) return message('editor.contentTooLong', { max: CONTENT_MAX_LENGTH });
  return undefined;
}

/** The phone editor shows "n / 2000" once something is typed. */
export function contentCounter(content: string): { count: number; max: number; visible: boolean } {
  const count = countCharacters(content);
  return { count, max: CONTENT_MAX_LENGTH, visible: count > 0 };
}

export type SearchKeywordCheck = { ok: true; keyword: string } | { ok: false; message: Message };

/** Search text cannot be empty; nothing is navigated when it is. */
export function validateSearchKeyword(input: string): SearchKeywordCheck {
  const keyword = input.trim();
  if (keyword === '') return { ok: false, message: message('search.empty') };
  return { ok: true, keyword: Array.from(keyword).slice(0, SEARCH_KEYWORD_MAX_LENGTH).join('') };
}

/** A text input's own limit (32 by default). */
export function validateTextInput(text: string, max = TEXT_INPUT_MAX_LENGTH): Message | undefined {
  return countCharacters(text) > max ? message('editor.inputTooLong', { max }) : undefined;
}

// The server checks the same limits on the decoded text, whichever form the client sent.
export const titleTextSchema = lazySchema(() =>
  z
    .string()
    .max(TITLE_MAX_LENGTH * 12 + 16)
    .refine((value) => countCharacters(decodeUnicodeEscape(value)) <= TITLE_MAX_LENGTH, {
      message: `title is at most ${TITLE_MAX_LENGTH} characters`,
    })
    .describe(`at most ${TITLE_MAX_LENGTH} characters once decoded (plain or unicode-escaped)`),
);

export const contentTextSchema = lazySchema(() =>
  z
    .string()
    .max(CONTENT_MAX_STORED_LENGTH * 6 + 16)
    .refine((value) => {
      const text = decodeUnicodeEscape(value);
      return text.length <= CONTENT_MAX_STORED_LENGTH && countCharacters(text) <= CONTENT_MAX_LENGTH;
    }, `content is at most ${CONTENT_MAX_LENGTH} characters`)
    .describe(`at most ${CONTENT_MAX_LENGTH} characters once decoded, line breaks not counted (plain or unicode-escaped)`),
);
