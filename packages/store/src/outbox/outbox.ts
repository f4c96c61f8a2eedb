import { message, type Message } from '@diary/core';
import { withKeptFiles } from '../editor/kept-files';
import { OUTBOX, type OutboxEntry } from '../persist/keys';
import { readLocal } from '../persist/local-data';
import type { AppThunk, RootState } from '../store';
import { screensActions } from '../screens/screens-slice';
import { outboxActions } from './outbox-slice';
import { syncOutbox } from './sync-outbox';

// Restoring the outbox and what the shell says of it; sending is sync-outbox.ts's. It is imported, not loaded on
// demand: a mini program cannot load a chunk later (WeChat's runtime has no dynamic import).

/** The outbox kept on the device, with its photos' bytes back in hand: at start, before the drafts. */
export function restoreOutbox(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform, pickedFiles }) => {
    const entries = (await readLocal(platform.storage, OUTBOX)) ?? [];
    const restored: OutboxEntry[] = [];
    for (const entry of entries)
      restored.push(entry.kind === 'save' ? { ...entry, draft: await withKeptFiles(entry.draft, entry.job, platform.keptFiles, pickedFiles) } : entry);
    dispatch(outboxActions.restored(restored));
  };
}

/** Opens (or closes) the sheet of the changes waiting on this device (waiting-sheet.ts draws its rows). */
export const showWaitingSheet = (open: boolean) => screensActions.waitingSheetShown(open);

/** Sends the outbox when there is something to send and a network (sync-outbox.ts). */
export function sendOutbox(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    if (getState().outbox.entries.length === 0 || !platform.network.isOnline()) return;
    await dispatch(syncOutbox());
  };
}

/**
 * What the shell says of the network and the outbox, one line or none: saves the server refused, saves waiting to
 * sync, or that the app is offline showing what the device kept; whether it opens the sheet of what waits (something
 * waits), and whether that sheet is open.
 */
export function selectSyncStatus(state: RootState): {
  waiting: number;
  refused: number;
  offline: boolean;
  label: Message | null;
  opensSheet: boolean;
  sheetOpen: boolean;
} {
  const refused = state.outbox.entries.filter((entry) => entry.refused).length;
  const waiting = state.outbox.entries.length - refused;
  const offline = !state.app.online || state.app.startedOffline;
  const label =
    refused > 0
      ? message('outbox.refused', { count: refused })
      : waiting > 0
        ? message('outbox.waiting', { count: waiting })
        : offline
          ? message('outbox.offline')
          : null;
  return { waiting, refused, offline, label, opensSheet: waiting + refused > 0, sheetOpen: state.screens.waitingSheet };
}
