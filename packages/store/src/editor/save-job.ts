import type { EditDraft } from '@diary/core';
import type { SaveJob } from '../persist/keys';
import type { RootState } from '../store';

/**
 * Whether a save's progress is this draft's: an existing diary's save only for that diary, a new
 * diary's only for a new draft. Anything else would resume another diary's save with this text —
 * a new diary's words written over an old one.
 */
export function saveJobBelongsTo(job: SaveJob, draft: EditDraft): boolean {
  return draft.id === null ? job.isNew : !job.isNew && job.diaryId === draft.id;
}

/**
 * Whether the draft in hand holds a publish that stopped for want of a network (the device's outbox was full, or the
 * app closed mid-save): it goes on once the network is back. A draft opened from the waiting sheet carries its
 * waiting save's progress too, but that save is the outbox's: what the person writes on top of it goes when they
 * publish it, not by itself (outbox/held-by-editor.ts).
 */
export function selectStoppedSave(state: RootState): boolean {
  const { draft, saveJob, saving } = state.editor;
  return Boolean(draft && saveJob && !saving && !state.outbox.entries.some((entry) => entry.key === saveJob.diaryId));
}
