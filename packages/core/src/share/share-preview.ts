import type { Language } from '../i18n/languages';
import type { Message } from '../i18n/message-key';
import { listKindOf, type DiaryListSelector } from '../lists/list-kinds';
import type { ShareListKind } from './share';

/** How long a shared diary's title may be when it is taken from the start of its text. */
export const SHARED_TITLE_LENGTH = 40;
/** How much of a diary's text a link preview (Open Graph description) carries. */
export const SHARE_EXCERPT_LENGTH = 120;

/** The record a shared list belongs to, as a visitor gets it: its name, or its month, or its weather code. */
export type SharedListItem = Readonly<Record<string, unknown>>;

/**
 * The start of a text, at most `length` characters (an emoji or a CJK character counts as one),
 * on one line, with an ellipsis when something was cut.
 */
export function textExcerpt(text: string | null | undefined, length: number): string {
  const characters = Array.from((text ?? '').replace(/\s+/g, ' ').trim());
  return characters.length <= length ? characters.join('') : `${characters.slice(0, length).join('').trimEnd()}…`;
}

/** A shared diary's title (the page's, and the link preview's): its own, else the start of its text. */
export function sharedDiaryTitle(diary: { title?: string | null; content?: string | null }): string {
  return diary.title?.trim() || textExcerpt(diary.content, SHARED_TITLE_LENGTH);
}

/** The list a shared list's record stands for: an archive its month, a weather its kind, the others themselves. */
export function sharedListSelector(kind: ShareListKind, item: SharedListItem): DiaryListSelector {
  switch (kind) {
    case 'archive':
      return { listType: 'archive', year: Number(item.year), month: Number(item.month) };
    case 'weather':
      return { listType: 'weather', code: Number(item.code) };
    case 'location':
    case 'people':
    case 'tag':
    case 'status':
      return { listType: kind, id: String(item.objectId) };
  }
}

/** A shared list's title, as the owner's own list is headed: a month, a weather, or the name of the place, person, story or status. */
export function sharedListTitle(kind: ShareListKind, item: SharedListItem, language: Language): string | Message {
  const selector = sharedListSelector(kind, item);
  const name = typeof item.name === 'string' ? item.name : undefined;
  return listKindOf(selector).title(selector, { name }, language);
}
