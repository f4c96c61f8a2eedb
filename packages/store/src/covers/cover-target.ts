import { isListType, LIST_KINDS, routePath, type CropPurpose, type DiaryListSelector, type ListOwnerClass } from '@diary/core';

/** Whose picture a photo is being picked for: a list's owner (or the favorite or all list), or the user's own avatar. */
export type CoverTarget = { for: 'list'; selector: DiaryListSelector } | { for: 'avatar' };

/** The photos route's list type for the user's avatar: /photos/avatar/crop. */
export const AVATAR_PHOTOS = 'avatar';
/** The photos route's list id for a list that belongs to nothing (favorite, all). */
const NO_LIST_ID = 'none';

/** The user's fields that hold the favorite and all lists' covers. */
export const USER_COVERS = {
  favorite: { cover: 'favoriteDiariesCover', crop: 'favoriteDiariesCrop', colour: 'favoriteDiariesImageAveRGB' },
  all: { cover: 'allDiariesCover', crop: 'allDiariesCrop', colour: 'allDiariesImageAveRGB' },
} as const;

/** A person's picture is its avatar; everything else has a cover. */
export const coverField = (className: ListOwnerClass) => (className === 'people' ? 'avatar' : 'cover');

/**
 * The list id of a list's photos route (seed: the word `none` for the favorite and all lists, the
 * year-month for a month, the owner's id otherwise); undefined for a list that has no cover.
 */
export function photosListId(selector: DiaryListSelector, ownerId: string | undefined): string | undefined {
  if (selector.listType === 'favorite' || selector.listType === 'all') return NO_LIST_ID;
  if (selector.listType === 'search') return undefined;
  if (selector.listType === 'archive') return LIST_KINDS.archive.format(selector);
  return ownerId;
}

/** The target a photos route names: /photos/{listType}/{listId}/crop, or /photos/avatar/crop. */
export function coverTargetOfRoute(listType: string | undefined, listId: string | undefined): CoverTarget | undefined {
  if (listType === AVATAR_PHOTOS) return { for: 'avatar' };
  if (!isListType(listType) || listType === 'search') return undefined;
  const selector = LIST_KINDS[listType].parse(listId === NO_LIST_ID ? undefined : listId);
  return selector ? { for: 'list', selector } : undefined;
}

/** The picker's route for a target (where the crop screen's cancel returns). */
export function coverPhotosPath(target: CoverTarget): string {
  if (target.for === 'avatar') return routePath('photos', { listType: AVATAR_PHOTOS, listAction: 'crop' });
  const { selector } = target;
  const listId = photosListId(selector, 'id' in selector ? selector.id : undefined) ?? NO_LIST_ID;
  return routePath('itemPhotos', { listType: selector.listType, listId, listAction: 'crop' });
}

/** Where the photos come from: the list's own diaries, or every diary for the avatar. */
export function coverSource(target: CoverTarget): DiaryListSelector {
  return target.for === 'avatar' ? { listType: 'all' } : target.selector;
}

/** The crop box a target is cut in (seed 1 §9): an avatar is a person's square. */
export function cropPurposeOf(target: CoverTarget): CropPurpose {
  if (target.for === 'avatar') return 'people';
  const { listType } = target.selector;
  return listType === 'search' ? 'all' : listType;
}
