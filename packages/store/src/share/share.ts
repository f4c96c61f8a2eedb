import {
  checkShareable,
  isShareLive,
  resetSharing,
  shareExpiresAt,
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

/** The records a share is found among: diaries as loaded for their detail, lists' owners in the collections. */
type SharesIn = Pick<RootState, 'detail' | 'items'>;

/** The diary or list a share is of, if its record is loaded. */
export function shareable(state: SharesIn, kind: ShareKind, id: string): Shareable | undefined {
  if (kind === 'diary') return state.detail.byId[id] as Shareable | undefined;
  return (state.items[kind as CollectionName] as Array<{ objectId: string } & Shareable>).find((r) => r.objectId === id);
}

/** The share settings sheet of a diary or a list: what it shares, whether the public switch is on, and until when the link works. */
export interface ShareSettings {
  kind: ShareKind;
  id: string;
  live: boolean;
  validUntil?: Date;
}

/** The sheet's state for one diary or list, read when it opens and after each change; none while its record is not loaded. */
export function shareSettings(state: SharesIn, kind: ShareKind, id: string, now: Date): ShareSettings | undefined {
  const item = shareable(state, kind, id);
  if (!item) return undefined;
  const live = isShareLive(kind, item, now);
  const validUntil = live && item.sharedDatetime ? shareExpiresAt(item.sharedDatetime) : undefined;
  return { kind, id, live, ...(validUntil ? { validUntil } : {}) };
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
    const asked = action === 'stop' ? stopSharing() : action === 'reset' ? resetSharing(platform.clock.now()) : startSharing(platform.clock.now());
    try {
      const { updatedAt } = await requestUpdateItem(api, kind, id, asked);
      // The server starts a share at its own time, the write's (its updatedAt), whatever this device's clock says.
      const fields = asked.sharedDatetime ? startSharing(new Date(updatedAt)) : asked;
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
