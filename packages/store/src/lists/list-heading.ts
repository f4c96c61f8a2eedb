import {
  coverShown,
  listKindOf,
  type CoveredRecord,
  listOwner,
  type DiaryListSelector,
  type Language,
  type ListType,
  type Message,
  type UserRecord,
} from '@diary/core';
import type { ItemsState } from '../items/items-slice';
import { listPicture, type ListPicture } from './list-options';

/** A list header: its title (a text, or a message to translate), icon, summary and cover. */
export interface ListHeading {
  title: string | Message;
  /** Its kind: the apps draw the kind's icon from their icon set before the title, unless it has an emoji. */
  listType: ListType;
  /** Its own glyph, drawn instead of the kind's icon: a mood's emoji, a weather's sign. */
  emoji?: string;
  /** The glyph a text-only place (a poster) puts before the title: the emoji, else the kind's sign. */
  icon: string;
  summary?: string;
  cover?: ListPicture;
}

/** What a list's owner may lend its header. */
type HeadingFields = { summary?: string | null; emoji?: string };

/**
 * The header of a list: its kind's title and icon, with its owner's emoji, summary and cover (a
 * person's avatar, or a month's, place's or story's newest diary photo when it has no cover of its own);
 * the favorite and all lists show the cover the user gave them.
 */
export function listHeading(items: ItemsState, language: Language, selector: DiaryListSelector, user?: UserRecord | null): ListHeading {
  const kind = listKindOf(selector);
  const owner = listOwner(items, selector)?.record;
  const lent = owner as HeadingFields | undefined;
  // Its own cover (or the user's for favorites and all), else the newest diary's photo the server keeps on a month, a place or a story.
  const newest = coverShown(owner as CoveredRecord | undefined);
  const picture = listPicture(items, user, selector) ?? (newest ? { key: newest.key, crop: null } : undefined);
  // The owner's emoji (a mood's), else the kind's own sign (a weather's); else the apps draw the kind's icon.
  const emoji = lent?.emoji ?? kind.glyph?.(selector);
  return {
    title: kind.title(selector, owner, language),
    listType: selector.listType,
    ...(emoji ? { emoji } : {}),
    icon: emoji ?? kind.icon(selector),
    ...(lent?.summary ? { summary: lent.summary } : {}),
    ...(picture ? { cover: picture } : {}),
  };
}
