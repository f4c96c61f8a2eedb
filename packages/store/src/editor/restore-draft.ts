import { draftHasChanges } from '@diary/core';
import {
  EDIT_DRAFT,
  EDITOR_DRAFT_KEY_PREFIX,
  editorDraft,
  outboxDrafts,
  SAVE_JOB,
  saveProgress,
  SAVE_PROGRESS_KEY_PREFIX,
  type SaveJob,
  type StoredDraft,
} from '../persist/keys';
import { LOCAL_KEY_PREFIX, readLocal, removeLocal, writeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';
import { draftRouteId, editorActions, type KeptDraft } from './editor-slice';
import { keptFileKeys, withKeptFiles } from './kept-files';
import { saveJobBelongsTo } from './save-job';

// Apart from the editor's thunks: the app restores the drafts at start, and the editor itself loads with its screen.

/** An earlier release kept one draft and one save progress: they move under the draft's route. */
async function moveSingleDraft(storage: Parameters<typeof readLocal>[0]): Promise<void> {
  const draft = await readLocal(storage, EDIT_DRAFT);
  const job = await readLocal(storage, SAVE_JOB);
  if (draft) {
    const routeId = draftRouteId(draft);
    await writeLocal(storage, editorDraft(routeId), { draft, original: null });
    if (job && saveJobBelongsTo(job, draft)) await writeLocal(storage, saveProgress(routeId), job);
  }
  await removeLocal(storage, EDIT_DRAFT);
  await removeLocal(storage, SAVE_JOB);
}

/** The editor routes that have a draft or a save progress on the device. */
async function storedRouteIds(storage: Parameters<typeof readLocal>[0]): Promise<Set<string>> {
  const routeIds = new Set<string>();
  for (const key of await storage.keys()) {
    for (const prefix of [EDITOR_DRAFT_KEY_PREFIX, SAVE_PROGRESS_KEY_PREFIX])
      if (key.startsWith(LOCAL_KEY_PREFIX + prefix)) routeIds.add(key.slice(LOCAL_KEY_PREFIX.length + prefix.length));
  }
  return routeIds;
}

/**
 * At start every editor route's draft comes back, each waiting for its editor to open; that editor
 * then says "Quit abnormally the last time you edited". Only drafts left with changes (or with a
 * save under way) come back. Picked photos come back with their bytes kept on the device; one whose
 * bytes are gone is left out, unless its save already uploaded it.
 */
export function restoreDraft(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform, pickedFiles }) => {
    const { storage, keptFiles } = platform;
    await moveSingleDraft(storage);
    const kept: Record<string, KeptDraft> = {};
    for (const routeId of await storedRouteIds(storage)) {
      const stored: StoredDraft | undefined = await readLocal(storage, editorDraft(routeId));
      const job: SaveJob | undefined = await readLocal(storage, saveProgress(routeId));
      // Only this draft's save resumes: another diary's would write this text over that diary.
      const saveJob = stored && job && saveJobBelongsTo(job, stored.draft) ? job : null;
      if (!stored || (!saveJob && !draftHasChanges(stored.draft, stored.original))) {
        await removeLocal(storage, editorDraft(routeId));
        await removeLocal(storage, saveProgress(routeId));
        continue;
      }
      kept[routeId] = { draft: await withKeptFiles(stored.draft, saveJob, keptFiles, pickedFiles), original: stored.original, saveJob };
    }
    dispatch(editorActions.draftsRestored(kept));
  };
}

/**
 * Kept files that no draft and no waiting save names go (a draft's photos once it was sent or dropped before a
 * restart). Start does this once it is ready: on a first visit, opening the device's file store takes longer than
 * start's requests, and nothing on the first screen needs it. What is named is read once the files are listed, so a
 * photo picked meanwhile stays.
 */
export function removeUnnamedKeptFiles(): AppThunk<Promise<void>> {
  return async (_dispatch, getState, { platform }) => {
    const keys = await platform.keptFiles.keys();
    const { editor, outbox } = getState();
    const drafts = [...(editor.draft ? [editor.draft] : []), ...Object.values(editor.kept).map((entry) => entry.draft), ...outboxDrafts(outbox.entries)];
    const named = new Set(drafts.flatMap(keptFileKeys));
    for (const key of keys) if (!named.has(key)) await platform.keptFiles.remove(key);
  };
}
