import {
  checkShareable,
  resetSharing,
  shareLink,
  startSharing,
  stopSharing,
  requestUpdateItem,
  type ShareKind,
  type Shareable,
} from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { detailSlice } from '../diary/detail-slice';
import { recordSaved, type CollectionName } from '../items/items-slice';
import type { AppThunk, RootState } from '../store';

type ShareAction = 'start' | 'stop' | 'reset';

function shareable(state: RootState, kind: ShareKind, id: string): Shareable | undefined {
  if (kind === 'diary') return state.detail.byId[id] as Shareable | undefined;
  return (state.items[kind as CollectionName] as Array<{ objectId: string } & Shareable>).find((r) => r.objectId === id);
}

/**
 * The share settings sheet: start (public for one day from now), stop (private, time forgotten)
 * or reset (a new day from now). A list with no diaries says "Can not be shared temporarily".
 */
export function changeShare(kind: ShareKind, id: string, action: ShareAction): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const item = shareable(getState(), kind, id);
    if (!item) return false;
    const problem = checkShareable(kind, item);
    if (problem) {
      platform.toast.show(problem);
      return false;
    }
    const now = platform.clock.now();
    const fields = action === 'stop' ? stopSharing() : action === 'reset' ? resetSharing(now) : startSharing(now);
    try {
      await requestUpdateItem(api, kind, id, fields);
      if (kind === 'diary') dispatch(detailSlice.actions.diaryChanged({ objectId: id, fields }));
      else dispatch(recordSaved({ name: kind as CollectionName, record: { objectId: id, ...fields } }));
      toastSuccess(platform, action === 'reset' ? 'toast.resetSuccess' : 'toast.settingSuccess');
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}

/** Copies the public link ({site}/shared/{id} for a diary, {site}/shared/{type}/{id} for a list): "Copied". */
export function copyShareLink(kind: ShareKind, id: string): AppThunk<Promise<string>> {
  return async (_dispatch, _getState, { platform, options }) => {
    const link = shareLink(options.siteUrl, kind, id);
    await platform.clipboard.copy(link);
    toastSuccess(platform, 'toast.copied');
    return link;
  };
}
