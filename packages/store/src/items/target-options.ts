import type { AppThunk } from '../store';
import { deleteTarget } from './collections';

// The target options sheet (seed 1 §2): on the Stories and People tabs a long press or "…" on a card
// offers to view the chosen story or person (its diary list) or to delete it. Viewing is each tab's own
// open action (through the Pro gate); deleting is here.

/** The kinds whose cards have the options sheet. */
export type TargetOptionsKind = 'tag' | 'people';

/** Holding a card this long opens its options sheet (instead of opening it). */
export const LONG_PRESS_MS = 500;

/** The sheet's actions, in the order they show. */
export const TARGET_OPTIONS = ['view', 'delete'] as const;
export type TargetOption = (typeof TARGET_OPTIONS)[number];

/** Delete from the sheet: asks first (its diaries are kept); the tab stays, without the card. */
export function deleteTargetFromOptions(kind: TargetOptionsKind, objectId: string): AppThunk<Promise<boolean>> {
  return (dispatch) => dispatch(deleteTarget(kind, objectId, false));
}
