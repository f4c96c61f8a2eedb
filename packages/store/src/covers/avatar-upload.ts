import { cropOfRegion, deviceTimeZone, getUploadToken, photoFilename, requestUpdateItem, uploadKey } from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { userChanged } from '../session/session-slice';
import type { AppThunk } from '../store';

/** The middle square of a picture: what an avatar shows when nobody cropped it. */
function middleSquare([width, height]: readonly [number, number]) {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), width: side, height: side };
}

/**
 * A new avatar from a picture that is not among the diaries' photos (WeChat's own avatar, from its
 * avatar button): the picture is uploaded like a diary's photo, then becomes the avatar, cut to its
 * middle square. `file` is what the platform uploads (a temp path in the mini program).
 */
export function uploadAvatar(file: unknown, name: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const userId = getState().session.userId;
    if (!userId) return false;
    platform.toast.showLoading();
    try {
      const token = (await api.request(getUploadToken, {})).data;
      const key = uploadKey(photoFilename(platform.randomId(), name));
      const uploaded = await platform.media.upload({ url: token.uploadUrl, token: token.uptoken, key, file, timeZone: deviceTimeZone(platform.clock.now()) });
      const dimensions = [uploaded.width, uploaded.height] as const;
      const fields = { avatar: key, avatarCrop: cropOfRegion('people', key, dimensions, middleSquare(dimensions)) };
      await requestUpdateItem(api, 'user', userId, fields);
      dispatch(userChanged(fields));
      platform.toast.hideLoading();
      toastSuccess(platform, 'toast.updated');
      return true;
    } catch (error) {
      platform.toast.hideLoading();
      toastError(platform, error);
      return false;
    }
  };
}
