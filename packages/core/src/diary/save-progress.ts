/**
 * How far a diary save got, persisted so a failed save resumes where it stopped:
 * 0 nothing done, 1 deleted files removed, 2 new files uploaded, 3 diary batch saved.
 */
export const SAVE_STAGE = { nothing: 0, filesDeleted: 1, filesUploaded: 2, batchSaved: 3 } as const;
export type SaveStage = (typeof SAVE_STAGE)[keyof typeof SAVE_STAGE];

export const SAVE_STEPS = ['deleteFiles', 'uploadFiles', 'saveBatch'] as const;
export type SaveStep = (typeof SAVE_STEPS)[number];

/** A failed save is retried; after more than 3 failures the error is shown and saving stops. */
export const SAVE_RETRY_LIMIT = 3;

/** The steps still to run from a stored stage. */
export function remainingSaveSteps(stage: SaveStage): SaveStep[] {
  return SAVE_STEPS.slice(stage);
}

/** The stage reached once a step is done. */
export function stageAfter(step: SaveStep): SaveStage {
  return (SAVE_STEPS.indexOf(step) + 1) as SaveStage;
}

export function shouldStopRetrying(errorCount: number): boolean {
  return errorCount > SAVE_RETRY_LIMIT;
}

export function isSaveStage(value: unknown): value is SaveStage {
  return value === 0 || value === 1 || value === 2 || value === 3;
}
