import { isApiError, listKindOf, message, type ApiClient, type Message } from '@diary/core';
import { findDiary, loadDiary } from '../diary/load-diary';
import { forgetRecentDiary } from '../diary/recent-diaries';
import { deleteOnServer } from '../diary/delete-on-server';
import { isSameChange, type OutboxDelete, type OutboxEntry, type OutboxSave } from '../persist/keys';
import { loadFirstPage } from '../lists/diary-lists';
import { errorMessage } from '../feedback';
import { loadCollections } from '../items/collections';
import { listsSlice } from '../lists/lists-slice';
import type { AppThunk } from '../store';
import { forgetPickedFiles } from '../editor/kept-files';
import { runSaveSteps, validateDraft, type SaveContext } from '../editor/save-diary';
import { editorActions } from '../editor/editor-slice';
import { heldByEditor } from './held-by-editor';
import { isNetworkFailure } from './network-failure';
import { outboxActions } from './outbox-slice';
import { freeKeptFiles } from './queue-save';

/**
 * After a lost network, the outbox tries again after these waits (then at the next network change or start):
 * the device may say it is online while the server cannot be reached.
 */
export const OUTBOX_RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 300_000] as const;

/**
 * Sends the waiting saves and deletes in order while there is a network: each from the step it reached, under the id made on
 * the device, so one whose answer was lost is not made twice (the server answers it as made). A lost network stops
 * the round and tries again later; a refusal (the diary's own fault, or a diary changed on another device since) stays
 * in the outbox with its reason and the next one goes. When something was sent, the lists and totals refresh.
 */
export function syncOutbox(attempt = 0): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const { platform } = extra;
    const state = getState();
    if (state.outbox.sending || !state.session.token || !platform.network.isOnline()) return;
    dispatch(outboxActions.sendingChanged(true));
    const sent: OutboxEntry[] = [];
    let lostNetwork = false;
    try {
      for (;;) {
        const entry = getState().outbox.entries.find((e) => !e.refused && !heldByEditor(getState().editor, e));
        if (!entry) break;
        let refusal: Message | null;
        dispatch(outboxActions.entrySending(entry.key));
        try {
          refusal = entry.kind === 'save' ? await dispatch(sendSave(entry)) : await sendDelete(extra.api, entry);
        } catch {
          // Only what is worth trying again is thrown: no answer, or the server's passing trouble.
          lostNetwork = true;
          break;
        } finally {
          dispatch(outboxActions.entrySending(null));
        }
        // Replaced meanwhile (a delete of the diary came while it was sent): the round goes on with what is there now.
        const now = getState().outbox.entries.find((e) => e.key === entry.key);
        if (!now || !isSameChange(now, entry)) continue;
        if (refusal) {
          dispatch(outboxActions.refused({ key: entry.key, reason: refusal }));
          continue;
        }
        dispatch(outboxActions.removed(entry.key));
        if (entry.kind === 'save') {
          // A draft left of it without changes is that diary as sent: it goes, so its editor opens the saved diary.
          dispatch(editorActions.unchangedDraftsOfDiaryDropped(entry.key));
          forgetPickedFiles(extra.pickedFiles, entry.draft);
          await dispatch(freeKeptFiles(entry.draft));
        } else {
          dispatch(listsSlice.actions.diaryRemoved(entry.key));
          await dispatch(forgetRecentDiary(entry.key));
        }
        sent.push(entry);
      }
    } finally {
      dispatch(outboxActions.sendingChanged(false));
    }
    if (sent.length > 0) {
      platform.toast.show(message('outbox.synced', { count: sent.length }), { icon: 'success' });
      await dispatch(refreshAfterSync(sent));
    }
    if (lostNetwork && attempt < OUTBOX_RETRY_DELAYS_MS.length) {
      await platform.clock.sleep(OUTBOX_RETRY_DELAYS_MS[attempt]!);
      await dispatch(syncOutbox(attempt + 1));
    }
  };
}

/**
 * What was sent shows as the server has it now: the lists it is in (or now belongs in) load again, the others when
 * next shown, and the totals reload.
 */
function refreshAfterSync(sent: OutboxEntry[]): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    dispatch(listsSlice.actions.diariesChanged(platform.clock.now().toISOString()));
    // The edits of diaries this device shows load first, together (one request): the copies it keeps (lists on the
    // device, the diary kept for reading offline) take each as it is now (loadDiary), before the lists below reload.
    // One that cannot load shows as sent once the network lets it.
    const shownEdits = sent.filter((entry) => entry.kind === 'save' && findDiary(getState(), entry.key));
    await Promise.all(shownEdits.map((entry) => dispatch(loadDiary(entry.key)).catch(() => null)));
    const keys = new Set(sent.map((entry) => entry.key));
    const drafts = sent.flatMap((entry) => (entry.kind === 'save' ? [entry.draft] : []));
    for (const [listId, list] of Object.entries(getState().lists.byId)) {
      const holds =
        list.diaries.some((diary) => keys.has(diary.objectId)) || drafts.some((draft) => listKindOf(list.selector).holdsDraft(list.selector, draft));
      if (holds) await dispatch(loadFirstPage(listId));
    }
    try {
      await dispatch(loadCollections(['archive', 'location', 'people', 'tag', 'status', 'weather']));
    } catch {
      // The diaries are saved; totals refresh on the next start.
    }
  };
}

/** Sends one waiting save from the step it reached: null when saved, else why the server refused it. */
function sendSave(entry: OutboxSave): AppThunk<Promise<Message | null>> {
  return async (dispatch, _getState, extra) => {
    const refusal = validateDraft(entry.draft);
    if (refusal) return refusal;
    const ctx: SaveContext = {
      extra,
      draft: entry.draft,
      job: entry.job,
      persist: async (job) => {
        ctx.job = job;
        dispatch(outboxActions.jobChanged({ key: entry.key, job }));
      },
      progress: () => undefined,
    };
    try {
      await runSaveSteps(ctx);
      return null;
    } catch (error) {
      if (isWorthRetrying(error)) throw error;
      return refusalOf(error);
    }
  };
}

/** Sends one waiting delete: null when the diary is gone (or already was), else why it stays. */
async function sendDelete(api: ApiClient, entry: OutboxDelete): Promise<Message | null> {
  try {
    const outcome = await deleteOnServer(api, entry.key, entry.diary.updatedAt);
    return outcome === 'deleted' || outcome === 'gone' ? null : message(`errors.${outcome}`);
  } catch (error) {
    if (isWorthRetrying(error)) throw error;
    return refusalOf(error);
  }
}

/** No answer, or the server's passing trouble (5xx, too many requests): the change waits and is tried again, not refused. */
const isWorthRetrying = (error: unknown) => isNetworkFailure(error) || (isApiError(error) && (error.statusCode >= 500 || error.statusCode === 429));

function refusalOf(error: unknown): Message {
  if (error instanceof Error && 'userMessage' in error) return (error as { userMessage: Message }).userMessage;
  return errorMessage(error);
}
