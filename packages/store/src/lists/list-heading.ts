import { listKindOf, listOwner, type DiaryListSelector, type Language, type Message, type UserRecord } from '@diary/core';
import type { ItemsState } from '../items/items-slice';
import { listCover } from './list-options';

/** A list header: its title (a text, or a message to translate), icon, summary and cover. */
export interface ListHeading {
  title: string | Message;
  icon: string;
  summary?: string;
  cover?: string;
}

/** What a list's owner may lend its header. */
type HeadingFields = { summary?: string | null; emoji?: string };

/**
 * The header of a list: its kind's title and icon, with its owner's emoji, summary and cover (a
 * person's avatar); the favorite and all lists show the cover the user gave them.
 */
export function listHeading(items: ItemsState, language: Language, selector: DiaryListSelector, user?: UserRecord | null): ListHeading {
  const kind = listKindOf(selector);
  const owner = listOwner(items, selector)?.record;
  const lent = owner as HeadingFields | undefined;
  const picture = listCover(items, user, selector);
  return {
    title: kind.title(selector, owner, language),
    icon: lent?.emoji ?? kind.icon(selector),
    ...(lent?.summary ? { summary: lent.summary } : {}),
    ...(picture ? { cover: picture } : {}),
  };
}
