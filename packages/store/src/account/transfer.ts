import { exportArchive, getImportProgress, MAX_IMPORT_BYTES, message, startImport, type ExportFormat, type ImportProgress, type Message } from '@diary/core';
import { errorMessage, toastError, toastSuccess } from '../feedback';
import { COLLECTION_NAMES } from '../items/items-slice';
import { loadCollections } from '../items/collections';
import { listsSlice } from '../lists/lists-slice';
import type { AppThunk, RootState } from '../store';
import { importChanged, type ImportView } from './transfer-slice';

/**
 * Download a backup (or, with `dayone`, the diaries as Day One's JSON export): the server answers a short-lived link
 * to one ZIP, which the platform downloads (the browser streams it to disk). Not limited like the HTML export.
 */
export function downloadArchive(format: ExportFormat = 'diary'): AppThunk<Promise<boolean>> {
  return async (_dispatch, getState, { api, platform }) => {
    if (!getState().session.userId) return false;
    platform.toast.showLoading();
    try {
      const link = await api.request(exportArchive, format === 'diary' ? {} : { format });
      await platform.files.download(link.url, link.filename);
      platform.toast.hideLoading();
      toastSuccess(platform, 'toast.downloadStarted');
      return true;
    } catch (error) {
      platform.toast.hideLoading();
      toastError(platform, error);
      return false;
    }
  };
}

/** How often the import screen asks the server how far its import is. */
export const IMPORT_POLL_MS = 1000;

/** A file the user chose on the import screen: the platform's handle on it, its name and size. */
export interface ChosenFile {
  file: unknown;
  name: string;
  size: number;
}

/**
 * Imports a ZIP (a backup of this app, or Day One's export): the platform sends it with its progress,
 * then the server's job is followed until it is done or has failed, and then the account's lists
 * and collections are loaded afresh. Answers where it ended.
 */
export function importArchive(chosen: ChosenFile): AppThunk<Promise<ImportView>> {
  return async (dispatch, _getState, { api, platform }) => {
    const fileName = chosen.name;
    const show = (view: ImportView) => (dispatch(importChanged(view)), view);
    if (!/\.zip$/i.test(fileName)) return show({ phase: 'refused', fileName, reason: message('import.notZip') });
    if (chosen.size > MAX_IMPORT_BYTES) return show({ phase: 'refused', fileName, reason: message('import.tooLarge', { gb: MAX_IMPORT_BYTES / 1024 ** 3 }) });

    let percent = 0;
    show({ phase: 'sending', fileName, sent: 0 });
    let jobId: string;
    try {
      const { url, headers } = api.endpoint(startImport);
      const answer = await platform.files.send({
        url,
        headers,
        file: chosen.file,
        // Whole percents only: a large file would otherwise redraw the screen thousands of times.
        onProgress: (fraction) => {
          const now = Math.floor(fraction * 100);
          if (now !== percent) show({ phase: 'sending', fileName, sent: (percent = now) / 100 });
        },
      });
      jobId = startImport.response.parse(answer).jobId;
    } catch (error) {
      return show({ phase: 'refused', fileName, reason: errorMessage(error) });
    }

    let progress: ImportProgress = { jobId, state: 'checking', done: 0, total: 0 };
    for (;;) {
      show({ phase: 'following', fileName, progress });
      if (progress.state === 'done' || progress.state === 'failed') break;
      await platform.clock.sleep(IMPORT_POLL_MS);
      try {
        progress = await api.request(getImportProgress, { jobId });
      } catch (error) {
        // A lost answer is asked again; an answer that will not come stops following (the import goes on).
        if (!isNetworkFailure(error)) return show({ phase: 'refused', fileName, reason: errorMessage(error) });
      }
    }
    if (progress.state === 'done') {
      dispatch(listsSlice.actions.listsReset());
      dispatch(listsSlice.actions.diariesChanged(platform.clock.now().toISOString()));
      await dispatch(loadCollections(COLLECTION_NAMES));
    }
    return show({ phase: 'following', fileName, progress });
  };
}

const isNetworkFailure = (error: unknown) =>
  typeof error === 'object' && error !== null && !('code' in error && typeof (error as { code: unknown }).code === 'number');

/** Back to choosing a file (after an import ended, or was refused). */
export function resetImport(): AppThunk {
  return (dispatch) => dispatch(importChanged({ phase: 'idle' }));
}

/** What the import screen shows: whether it is busy, a line of where it is, a 0–100 bar, and at the end what came in or why nothing did. */
export interface ImportScreen {
  busy: boolean;
  fileName: string | null;
  stage: Message | null;
  percent: number | null;
  result: 'done' | 'failed' | null;
  /** The counts line and the notes of what was left out (done); the reason (failed). */
  lines: Array<Message | string>;
}

export function selectImportScreen(state: RootState): ImportScreen {
  const view = state.transfer.import;
  const base = { busy: false, fileName: null, stage: null, percent: null, result: null, lines: [] } satisfies ImportScreen;
  switch (view.phase) {
    case 'idle':
      return base;
    case 'refused':
      return { ...base, fileName: view.fileName, result: 'failed', stage: message('import.failed'), lines: [view.reason] };
    case 'sending':
      return {
        ...base,
        busy: true,
        fileName: view.fileName,
        stage: message('import.uploading', { percent: Math.round(view.sent * 100) }),
        percent: Math.round(view.sent * 100),
      };
    case 'following': {
      const { progress } = view;
      const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
      const steps = { done: progress.done, total: progress.total };
      switch (progress.state) {
        case 'checking':
          return { ...base, busy: true, fileName: view.fileName, stage: message('import.checking'), percent: null };
        case 'storing':
          return { ...base, busy: true, fileName: view.fileName, stage: message('import.storing', steps), percent };
        case 'writing':
          return { ...base, busy: true, fileName: view.fileName, stage: message('import.writing', steps), percent };
        case 'failed':
          return { ...base, fileName: view.fileName, result: 'failed', stage: message('import.failed'), lines: progress.error ? [progress.error.message] : [] };
        case 'done': {
          const counts = progress.counts;
          const lines: Array<Message | string> = counts
            ? [
                message('import.summary', {
                  diaries: counts.diaries,
                  files: counts.files,
                  places: counts.places,
                  people: counts.people,
                  stories: counts.stories,
                }),
                ...(counts.shortened ? [message('import.shortened', { count: counts.shortened })] : []),
                ...(counts.skippedMedia ? [message('import.skippedMedia', { count: counts.skippedMedia })] : []),
                ...(counts.skippedEntries ? [message('import.skippedEntries', { count: counts.skippedEntries })] : []),
                ...(counts.alreadyThere ? [message('import.alreadyThere', { count: counts.alreadyThere })] : []),
              ]
            : [];
          return { ...base, fileName: view.fileName, result: 'done', stage: message('import.done'), percent: 100, lines };
        }
      }
    }
  }
}
