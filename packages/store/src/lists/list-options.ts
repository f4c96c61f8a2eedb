import {
  isBuilt,
  listKindOf,
  listOwner,
  message,
  requestUpdateItem,
  routePath,
  SUMMARY_MAX_LENGTH,
  checkShareable,
  isShareLive,
  shareExpiresAt,
  type Crop,
  type DiaryListSelector,
  type ListOwnerClass,
  type ListType,
  type MessageKey,
  type UserRecord,
} from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { coverField, photosListId, USER_COVERS } from '../covers/cover-target';
import { deleteTarget, removeCover } from '../items/collections';
import { recordSaved } from '../items/items-slice';
import type { ItemsState } from '../items/items-slice';
import { openTargetEdit } from '../items/target-form';
import { userChanged } from '../session/session-slice';
import type { AppThunk } from '../store';

/** The list options sheet (seed 1 §2 "Options sheets"), in its order. */
export const LIST_OPTIONS = ['changeCover', 'removeCover', 'editSummary', 'edit', 'delete', 'share'] as const;
export type ListOption = (typeof LIST_OPTIONS)[number];

/** The kinds of list that have an options sheet: every kind but search, which belongs to nothing. */
export type OptionsListType = Exclude<ListType, 'search'>;

/**
 * What each kind offers. A month, a weather and the favorite and all lists are the app's own, so
 * they cannot be edited or deleted; a status and a weather have no summary; the favorite and all
 * lists keep their cover on the user and are not shared (sharing is for a diary or an owner's list).
 */
const OFFERED: Record<OptionsListType, readonly ListOption[]> = {
  archive: ['changeCover', 'removeCover', 'editSummary', 'share'],
  location: ['changeCover', 'removeCover', 'editSummary', 'edit', 'delete', 'share'],
  people: ['changeCover', 'removeCover', 'editSummary', 'edit', 'delete', 'share'],
  tag: ['changeCover', 'removeCover', 'editSummary', 'edit', 'delete', 'share'],
  status: ['changeCover', 'removeCover', 'edit', 'delete', 'share'],
  weather: ['changeCover', 'removeCover', 'share'],
  favorite: ['changeCover', 'removeCover'],
  all: ['changeCover', 'removeCover'],
};

type OwnerFields = { objectId: string; cover?: string | null; avatar?: string | null; crop?: Crop | null };

/** A list's own picture and the region of it its owner chose (a cover cut square is shown square). */
export interface ListPicture {
  key: string;
  crop: Crop | null;
}

/** The cover a list has of its own, if any, with its crop: its owner's (a person's avatar), or the user's for favorites and all. */
export function listPicture(items: ItemsState, user: UserRecord | null | undefined, selector: DiaryListSelector): ListPicture | undefined {
  const source = listKindOf(selector).cover;
  if (source === 'user' && (selector.listType === 'favorite' || selector.listType === 'all')) {
    const fields = USER_COVERS[selector.listType];
    const key = user?.[fields.cover];
    return key ? { key, crop: (user?.[fields.crop] as Crop | null | undefined) ?? null } : undefined;
  }
  if (source !== 'owner') return undefined;
  const owner = listOwner(items, selector);
  const record = owner?.record as OwnerFields | undefined;
  const key = owner && record ? record[coverField(owner.className)] : undefined;
  return key ? { key, crop: record?.crop ?? null } : undefined;
}

/** The cover a list shows now, if any (listPicture's file). */
export function listCover(items: ItemsState, user: UserRecord | null | undefined, selector: DiaryListSelector): string | undefined {
  return listPicture(items, user, selector)?.key;
}

/** The id of the list in the photos route: the owner's id, the year-month of an archive, the word none for favorites and all. */
export interface ListOptionRow {
  key: ListOption;
  label: MessageKey;
  danger: boolean;
}

/**
 * The sheet's rows for a list, in order. An option about the owner shows only once the owner is
 * loaded; "remove cover" only when there is a cover; "change cover" only when the app has the
 * photo-picking screen (`coverPicker`, the photos route being built). A search has none.
 */
export function listOptionRows(
  items: ItemsState,
  user: UserRecord | null | undefined,
  selector: DiaryListSelector,
  coverPicker: boolean = isBuilt('itemPhotos'),
): ListOptionRow[] {
  if (selector.listType === 'search') return [];
  const owner = listOwner(items, selector);
  const ownsNothing = selector.listType === 'favorite' || selector.listType === 'all';
  if (!owner && !ownsNothing) return [];
  const person = selector.listType === 'people';
  return OFFERED[selector.listType]
    .filter((option) => {
      if (option === 'share') return listKindOf(selector).shareable;
      if (option === 'changeCover') return coverPicker;
      if (option === 'removeCover') return Boolean(listCover(items, user, selector));
      return true;
    })
    .map((key) => ({
      key,
      label:
        key === 'changeCover'
          ? person
            ? 'listOptions.changeAvatar'
            : 'listOptions.editCover'
          : key === 'removeCover'
            ? person
              ? 'listOptions.removeAvatar'
              : 'listOptions.removeCover'
            : (`listOptions.${key}` as MessageKey),
      danger: key === 'delete',
    }));
}

/** What the app shows after an option: nothing more, the summary sheet, or the share settings sheet. */
export type ListOptionNext = 'done' | 'summary' | 'share';

/**
 * What each option does; both apps draw the sheet, the store acts. Edit and delete are for a
 * place, person, story or status: delete asks, keeps the diaries and leaves to the kind's tab
 * only on success. Share with no diaries says "Can not be shared temporarily".
 */
export function chooseListOption(selector: DiaryListSelector, option: ListOption): AppThunk<Promise<ListOptionNext>> {
  return async (dispatch, getState, { platform }) => {
    const owner = listOwner(getState().items, selector);
    const id = owner?.record.objectId;
    switch (option) {
      case 'changeCover': {
        const listId = photosListId(selector, id);
        if (listId) platform.navigation.navigate(routePath('itemPhotos', { listType: selector.listType, listId, listAction: 'crop' }));
        return 'done';
      }
      case 'removeCover':
        if (selector.listType === 'favorite' || selector.listType === 'all') await dispatch(removeUserListCover(selector.listType));
        else if (owner && id) await dispatch(removeCover(owner.className, id));
        return 'done';
      case 'editSummary':
        return 'summary';
      case 'edit':
      case 'delete':
        if (!id || !('id' in selector)) return 'done';
        if (option === 'edit') dispatch(openTargetEdit(selector.listType, id));
        else await dispatch(deleteTarget(selector.listType, id, routePath('dashboard', { tab: selector.listType })));
        return 'done';
      case 'share': {
        if (!owner) return 'done';
        const problem = checkShareable(owner.className, owner.record);
        if (!problem) return 'share';
        platform.toast.show(problem);
        return 'done';
      }
    }
  };
}

/** The favorite or all list's cover lives on the user: removal asks, then clears it and its crop. */
export function removeUserListCover(listType: keyof typeof USER_COVERS): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const userId = getState().session.userId;
    if (!userId) return false;
    if (!(await platform.modal.confirm({ title: message('listOptions.removeCoverTitle') }))) return false;
    const fields = { [USER_COVERS[listType].cover]: null, [USER_COVERS[listType].crop]: null, [USER_COVERS[listType].colour]: null };
    try {
      await requestUpdateItem(api, 'user', userId, fields);
      dispatch(userChanged(fields));
      toastSuccess(platform, 'toast.removed');
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}

/** The owner's summary as the summary sheet starts with it ('' when none). */
export function listSummary(items: ItemsState, selector: DiaryListSelector): string {
  return ((listOwner(items, selector)?.record as { summary?: string | null } | undefined)?.summary ?? '').toString();
}

/**
 * Saves the summary of a month, place, person or story: trimmed, at most SUMMARY_MAX_LENGTH
 * characters (the sheet's text box stops there too); empty clears it. "Setting success".
 */
export function saveListSummary(selector: DiaryListSelector, summary: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const owner = listOwner(getState().items, selector);
    if (!owner) return false;
    const fields = { summary: summary.trim().slice(0, SUMMARY_MAX_LENGTH) };
    try {
      await requestUpdateItem(api, owner.className, owner.record.objectId, fields);
      dispatch(recordSaved({ name: owner.className, record: { objectId: owner.record.objectId, ...fields } }));
      toastSuccess(platform, 'toast.settingSuccess');
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}

/** The share settings sheet of a list: what it shares, whether the public switch is on, and until when the link works. */
export interface ListShareSettings {
  kind: ListOwnerClass;
  id: string;
  live: boolean;
  validUntil?: Date;
}

export function listShareSettings(items: ItemsState, selector: DiaryListSelector, now: Date): ListShareSettings | undefined {
  const owner = listOwner(items, selector);
  if (!owner) return undefined;
  const live = isShareLive(owner.className, owner.record, now);
  const validUntil = live && owner.record.sharedDatetime ? shareExpiresAt(owner.record.sharedDatetime) : undefined;
  return { kind: owner.className, id: owner.record.objectId, live, ...(validUntil ? { validUntil } : {}) };
}
