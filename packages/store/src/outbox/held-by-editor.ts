import { draftHasChanges } from '@diary/core';
import type { OutboxEntry } from '../persist/keys';
import type { RootState } from '../store';

/**
 * A waiting save is not sent while its diary is open in an editor on this device, or was left there with changes: what
 * the person writes on top of it goes out with their next publish (which takes the waiting save's place), never behind
 * an earlier version. Left without changes, or with the changes discarded, it is sent as it waited.
 */
export function heldByEditor(editor: RootState['editor'], entry: OutboxEntry): boolean {
  if (entry.kind !== 'save') return false;
  const { draft, original, saveJob, kept, pageLeft } = editor;
  if (draft && saveJob?.diaryId === entry.key && (!pageLeft || draftHasChanges(draft, original))) return true;
  return Object.values(kept).some((k) => k.saveJob?.diaryId === entry.key && draftHasChanges(k.draft, k.original));
}
