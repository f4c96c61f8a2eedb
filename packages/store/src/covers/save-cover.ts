import { cropOfRegion, listKindOf, listOwner, requestUpdateItem, routePath, type FileRecord } from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { loadCollectionsWhenEmpty } from '../items/collections';
import { recordSaved } from '../items/items-slice';
import { userChanged } from '../session/session-slice';
import type { AppThunk, RootState } from '../store';
import { coverField, cropPurposeOf, USER_COVERS, type CoverTarget } from './cover-target';
import { coversSlice } from './covers-slice';

const { coverPhotoChosen, coverPhotoDropped } = coversSlice.actions;

/** A photo tapped in the picker: on to the crop screen, which replaces the picker (saving returns to where the picker was opened). */
export function chooseCoverPhoto(target: CoverTarget, file: FileRecord): AppThunk {
  return (dispatch, _getState, { platform }) => {
    dispatch(coverPhotoChosen({ target, file }));
    platform.navigation.replace(routePath('crop'));
  };
}

/** The photo the crop screen cuts, with the box it is cut in; null when none was chosen (a reload of /crop). */
export function selectCoverCrop(state: RootState) {
  const chosen = state.covers.chosen;
  return chosen && chosen.file.dimensions ? { ...chosen, purpose: cropPurposeOf(chosen.target) } : null;
}

/**
 * Saves the chosen photo, cut to the region picked in the crop screen, as the target's cover (a
 * person's avatar, the favorite or all list's cover on the user, the user's own avatar), then
 * returns to where the picker was opened. Region: pixels of the picture as shown.
 */
export function saveCover(region: { x: number; y: number; width: number; height: number }): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const chosen = selectCoverCrop(getState());
    const userId = getState().session.userId;
    if (!chosen || !userId) return false;
    const { target, file, purpose } = chosen;
    const crop = cropOfRegion(purpose, file.filename, file.dimensions!, region);
    const colour = file.imageAveRGB ?? null;
    try {
      if (target.for === 'avatar') {
        const fields = { avatar: file.filename, avatarCrop: crop };
        await requestUpdateItem(api, 'user', userId, fields);
        dispatch(userChanged(fields));
      } else if (target.selector.listType === 'favorite' || target.selector.listType === 'all') {
        const names = USER_COVERS[target.selector.listType];
        const fields = { [names.cover]: file.filename, [names.crop]: crop, [names.colour]: colour };
        await requestUpdateItem(api, 'user', userId, fields);
        dispatch(userChanged(fields));
      } else {
        // The list's owner may not be loaded yet (the picker loads only the list's diaries): it is, first.
        const ownerClass = listKindOf(target.selector).owner?.className;
        if (ownerClass && !listOwner(getState().items, target.selector)) await dispatch(loadCollectionsWhenEmpty([ownerClass]));
        const owner = listOwner(getState().items, target.selector);
        if (!owner) return false;
        // A person's avatar has no average colour of its own.
        const fields: Record<string, unknown> =
          owner.className === 'people' ? { avatar: file.filename, crop } : { [coverField(owner.className)]: file.filename, crop, imageAveRGB: colour };
        await requestUpdateItem(api, owner.className, owner.record.objectId, fields);
        dispatch(recordSaved({ name: owner.className, record: { objectId: owner.record.objectId, ...fields } }));
      }
      dispatch(coverPhotoDropped());
      toastSuccess(platform, 'toast.updated');
      platform.navigation.back();
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}
