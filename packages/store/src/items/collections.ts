import {
  LIST_FETCH_LIMIT,
  message,
  pointer,
  requestAddItem,
  requestDeleteItem,
  requestItemList,
  requestUpdateItem,
  type ItemClassName,
  type ItemFields,
} from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { TOTAL_LISTS, type TotalLists } from '../persist/keys';
import { readLocal, writeLocal } from '../persist/local-data';
import type { AppThunk, RootState } from '../store';
import { collectionLoaded, countCorrected, recordRemoved, recordSaved, type CollectionName } from './items-slice';

type AnyRecord = { objectId: string } & Record<string, unknown>;

/** What each total list includes, and how it is ordered. */
const LIST_SHAPE: Partial<Record<CollectionName, { include?: string[]; order?: string }>> = {
  archive: { order: '-year,-month' },
  tag: { include: ['topic'] },
  status: { include: ['group'], order: 'position' },
  topic: { order: 'position' },
  group: { order: 'position' },
};

/** The cached total lists and the collection each fills. */
const CACHED: Record<keyof TotalLists, CollectionName> = {
  archives: 'archive',
  people: 'people',
  tags: 'tag',
  statuses: 'status',
  locations: 'location',
  topics: 'topic',
  groups: 'group',
  weather: 'weather',
};

export function userPointer(state: RootState) {
  return pointer('user', state.session.userId ?? '');
}

/** Shows the cached total lists at once (before the server answers). */
export function restoreCachedCollections(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    const cached = await readLocal(platform.storage, TOTAL_LISTS);
    if (!cached) return;
    for (const [key, name] of Object.entries(CACHED) as Array<[keyof TotalLists, CollectionName]>) {
      const records = cached[key];
      if (records) dispatch(collectionLoaded({ name, records, fromCache: true }));
    }
  };
}

/** Loads whole collections of the signed-in user (limit 1000) and refreshes the cache. Missing user: nothing. */
export function loadCollections(names: readonly CollectionName[]): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api, platform }) => {
    if (!getState().session.userId) return;
    await Promise.all(
      names.map(async (name) => {
        const shape = LIST_SHAPE[name] ?? {};
        const { records } = await requestItemList(api, {
          className: name,
          where: { user: userPointer(getState()) },
          limit: LIST_FETCH_LIMIT,
          ...shape,
        });
        dispatch(collectionLoaded({ name, records }));
      }),
    );
    const items = getState().items;
    const kept = Object.fromEntries(Object.entries(CACHED).map(([key, name]) => [key, items[name]]));
    await writeLocal(platform.storage, TOTAL_LISTS, kept as TotalLists);
  };
}

/** Loads a collection only when it has not been loaded (tags, topics and weather on the widgets page). */
export function loadCollectionsWhenEmpty(names: readonly CollectionName[]): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const missing = names.filter((name) => !getState().items.loaded[name]);
    if (missing.length > 0) await dispatch(loadCollections(missing));
  };
}

export type TargetName = Extract<CollectionName, 'location' | 'people' | 'tag' | 'topic' | 'status' | 'group'>;

/** Adds (no id) or changes a place, person, story, topic, status or group. Resolves with its id, or null on failure (toast shown). */
export function saveTarget<N extends TargetName>(name: N, objectId: string | null, fields: ItemFields<N>): AppThunk<Promise<string | null>>;
/** Changes only the fields given (a story's topic, a status's group). */
export function saveTarget<N extends TargetName>(name: N, objectId: string, fields: Partial<ItemFields<N>>): AppThunk<Promise<string | null>>;
export function saveTarget<N extends TargetName>(name: N, objectId: string | null, fields: Partial<ItemFields<N>>): AppThunk<Promise<string | null>> {
  return async (dispatch, _getState, { api, platform }) => {
    try {
      // Only the first signature reaches here without an id, and it carries every field an add needs.
      const id = objectId
        ? (await requestUpdateItem(api, name, objectId, fields)).objectId
        : (await requestAddItem(api, name, fields as ItemFields<N>)).objectId;
      dispatch(recordSaved({ name, record: { ...(objectId ? {} : { count: 0 }), ...fields, objectId: id } }));
      toastSuccess(platform, 'toast.settingSuccess');
      return id;
    } catch (error) {
      toastError(platform, error);
      return null;
    }
  };
}

/**
 * Deletes a place, person, story or status after confirmation; its diaries stay. The screen is
 * left only on success: back, or to `leaveTo` (the edit screen goes to the kind's tab, as its list is gone too);
 * `false` stays (a tab's options sheet, where the card just goes).
 */
export function deleteTarget(name: TargetName, objectId: string, leaveTo?: string | false): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const record = (getState().items[name] as AnyRecord[]).find((r) => r.objectId === objectId);
    const confirmed = await platform.modal.confirm({
      title: message('target.deleteTitle', { name: String(record?.name ?? '') }),
      content: message('target.deleteContent'),
    });
    if (!confirmed) return false;
    try {
      await requestDeleteItem(api, name, objectId);
      dispatch(recordRemoved({ name, objectId }));
      toastSuccess(platform, 'toast.deleted');
      if (leaveTo) platform.navigation.replace(leaveTo);
      else if (leaveTo !== false) platform.navigation.back();
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}

/** Favorite toggles on people, stories (and statuses) set favoriteAt to now. */
export function toggleTargetFavorite(name: 'people' | 'tag' | 'status' | 'location', objectId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const record = (getState().items[name] as AnyRecord[]).find((r) => r.objectId === objectId);
    if (!record) return false;
    const favorite = !record.favorite;
    const now = platform.clock.now();
    const data = { favorite, ...(name === 'location' ? {} : { favoriteAt: { __type: 'Date' as const, iso: now.toISOString() } }) };
    try {
      await requestUpdateItem(api, name, objectId, data);
      dispatch(recordSaved({ name, record: { objectId, ...data } }));
      toastSuccess(platform, favorite ? 'toast.favorited' : 'toast.canceled');
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}

/** Cover (or avatar) removal asks first, then sets both the cover and its crop to null. */
export function removeCover(name: CollectionName, objectId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api, platform }) => {
    const confirmed = await platform.modal.confirm({ title: message(name === 'people' ? 'target.removeAvatarTitle' : 'listOptions.removeCoverTitle') });
    if (!confirmed) return false;
    const field = name === 'people' ? 'avatar' : 'cover';
    try {
      await requestUpdateItem(api, name, objectId, { [field]: null, crop: null });
      dispatch(recordSaved({ name, record: { objectId, [field]: null, crop: null } }));
      toastSuccess(platform, 'toast.removed');
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}

/**
 * List-total correction: when a list's total differs from the stored count of its archive,
 * place, person, story, status or weather, the count is corrected here and sent to the server (seed 2),
 * whose counts every write keeps exact: it takes no count from a client.
 */
export function correctCount(name: Extract<ItemClassName, CollectionName>, objectId: string, total: number): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const record = (getState().items[name] as AnyRecord[]).find((r) => r.objectId === objectId);
    if (!record || record.count === total) return;
    dispatch(countCorrected({ name, objectId, count: total }));
    try {
      await requestUpdateItem(api, name, objectId, { count: total });
    } catch {
      // A correction that fails is tried again the next time the list loads.
    }
  };
}
