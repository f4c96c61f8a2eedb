import type { EditDraft } from '@diary/core';
import type { SaveJob } from '../persist/keys';

/**
 * Whether a save's progress is this draft's: an existing diary's save only for that diary, a new
 * diary's only for a new draft. Anything else would resume another diary's save with this text —
 * a new diary's words written over an old one.
 */
export function saveJobBelongsTo(job: SaveJob, draft: EditDraft): boolean {
  return draft.id === null ? job.isNew : !job.isNew && job.diaryId === draft.id;
}
