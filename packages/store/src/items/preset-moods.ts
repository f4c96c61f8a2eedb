import { batchOpItems, pointer, PRESET_MOOD_GROUP, PRESET_MOODS, presetName, type BatchOperation } from '@diary/core';
import type { AppThunk } from '../store';
import { loadCollections } from './collections';

/**
 * A new account's first moods (core's PRESET_MOODS) in their group, written in one batch when the account is made.
 * Answers whether they were written; without a network the account simply starts without them.
 */
export function addPresetMoods(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const language = getState().app.preferences.language;
    const groupId = platform.randomId();
    const requests: BatchOperation[] = [
      { method: 'POST', className: 'group', objectId: groupId, body: { name: presetName(PRESET_MOOD_GROUP, language), position: 0 } },
      ...PRESET_MOODS.map(({ emoji, name }, position): BatchOperation => ({
        method: 'POST',
        className: 'status',
        objectId: platform.randomId(),
        body: { name: presetName(name, language), emoji, position, group: pointer('group', groupId) },
      })),
    ];
    try {
      await api.request(batchOpItems, { requests });
      await dispatch(loadCollections(['status', 'group']));
      return true;
    } catch {
      return false;
    }
  };
}
