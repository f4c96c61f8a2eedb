import {
  deviceTimeZone,
  batchOpItems,
  deleteFile,
  effectiveCover,
  getItemById,
  requestItemList,
  getUploadToken,
  isApiError,
  API_ERRORS,
  apiErrorByCode,
  message,
  monthDayKey,
  orderVideosFirst,
  pointer,
  remainingSaveSteps,
  shouldStopRetrying,
  stageAfter,
  normalizeDiaryText,
  routePath,
  uploadKey,
  validateContent,
  validatePlaceCount,
  validateTitle,
  videoPosterFilename,
  visiblePhotos,
  wallClockIn,
  type BatchOperation,
  type EditDraft,
  type EditPhoto,
  type Message,
  type SaveStep,
  type UploadResult,
} from '@diary/core';
import { errorMessage } from '../feedback';
import { loadDiary } from '../diary/load-diary';
import { loadCollections } from '../items/collections';
import { listsSlice } from '../lists/lists-slice';
import { saveProgress, type SaveJob } from '../persist/keys';
import { removeLocal, writeLocal } from '../persist/local-data';
import { isNetworkFailure, isPassingFailure, Offline } from '../outbox/network-failure';
import { OUTBOX_MAX_SAVES, outboxHasRoomFor, queueSave } from '../outbox/queue-save';
import { outboxActions } from '../outbox/outbox-slice';
import type { Navigation } from '../platform/services';
import type { AppThunk, RootState, StoreExtra } from '../store';
import { draftRouteId, editorActions, NEW_DIARY_ROUTE_ID } from './editor-slice';
import { forgetPickedFiles, posterKey } from './kept-files';
import { settleChangedElsewhere } from './changed-elsewhere';
import { saveJobBelongsTo } from './save-job';

/** A save step that cannot go on, with what to tell the user. */
export class SaveProblem extends Error {
  constructor(readonly userMessage: Message) {
    super(userMessage.key);
  }
}

/** Retrying helps a network or server failure (or a count mismatch); a refusal of the diary itself (4xx) is shown at once. */
function isRetryable(error: unknown): boolean {
  return error instanceof SaveProblem || isPassingFailure(error);
}

/** Waits before the next automatic try: 1 s, 2 s, 4 s. */
export const SAVE_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

export interface SaveContext {
  extra: StoreExtra;
  draft: EditDraft;
  job: SaveJob;
  persist(job: SaveJob): Promise<void>;
  progress(id: string, fraction: number): void;
}

/** New photos: picked in this edit and still in the strip. */
function newPhotos(draft: EditDraft): EditPhoto[] {
  return draft.photos.filter((p) => !p.uploadedStatus && !p.deleteStatus);
}

/**
 * Another device changed the diary since this draft was loaded (two devices): the server refused the save (1014), or
 * it was seen before the first step, so that no photo this edit removed is deleted from under the other version.
 */
export class ChangedElsewhere extends Error {}

async function assertUnchangedElsewhere({ extra, draft, job }: SaveContext): Promise<void> {
  if (job.isNew || job.stage > 0 || !draft.baseUpdatedAt) return;
  const { item } = await extra.api.request(getItemById, { className: 'diary', objectId: job.diaryId });
  if (item.updatedAt && Date.parse(item.updatedAt) !== Date.parse(draft.baseUpdatedAt)) throw new ChangedElsewhere();
}

const isChangedElsewhere = (error: unknown) => error instanceof ChangedElsewhere || (isApiError(error) && error.code === API_ERRORS.changedElsewhere.code);

/** Stage 0 → 1: the stored files of photos deleted in this edit. Every one must go (one already gone counts). */
async function deleteRemovedFiles({ extra, draft }: SaveContext): Promise<void> {
  const removed = draft.photos.filter((p) => p.uploadedStatus && p.deleteStatus);
  let requested = 0;
  let deleted = 0;
  for (const photo of removed) {
    const answer = await extra.api.request(deleteFile, { filename: photo.filename, fileType: photo.fileType });
    requested += answer.requested;
    deleted += answer.deleted;
  }
  if (deleted !== requested) throw new SaveProblem(message('errors.deletionProblem'));
}

/**
 * Stage 1 → 2: uploads every new photo (a video with its poster) not uploaded yet, recording each
 * result before the next, then creates the file records under the photos' own ids — those a lost
 * answer already created are found and not created twice. The server checks each image as it is
 * uploaded and gives its file record the verdict.
 */
async function uploadNewFiles(ctx: SaveContext): Promise<void> {
  const { extra, draft } = ctx;
  const photos = newPhotos(draft);
  const wanted = photos.flatMap((p) => {
    const picked = extra.pickedFiles.get(p.id);
    const items = [{ id: p.id, filename: p.filename, file: picked?.file }];
    if (p.fileType === 'video' && picked?.poster !== undefined)
      items.push({ id: posterKey(p.id), filename: videoPosterFilename(p.filename), file: picked.poster });
    return items;
  });
  let token: { uptoken: string; uploadUrl: string } | undefined;
  for (const item of wanted) {
    if (ctx.job.uploaded[item.id] || item.file === undefined) continue;
    token ??= (await extra.api.request(getUploadToken, {})).data;
    const result = await extra.platform.media.upload({
      url: token.uploadUrl,
      token: token.uptoken,
      key: uploadKey(item.filename),
      file: item.file,
      timeZone: deviceTimeZone(extra.platform.clock.now()),
      onProgress: (fraction) => ctx.progress(item.id, fraction),
    });
    await ctx.persist({ ...ctx.job, uploaded: { ...ctx.job.uploaded, [item.id]: result } });
  }
  if (wanted.some((item) => !ctx.job.uploaded[item.id])) throw new SaveProblem(message('errors.uploadMismatch'));

  const existing = await existingFileIds(
    extra,
    photos.map((p) => p.id),
  );
  const posts: BatchOperation[] = photos
    .filter((p) => !existing.has(p.id))
    .map((photo) => ({ method: 'POST', className: 'file', objectId: photo.id, body: fileFields(photo, ctx.job.uploaded[photo.id]!) }));
  if (posts.length > 0) await extra.api.request(batchOpItems, { requests: posts });
}

function fileFields(photo: EditPhoto, uploaded: UploadResult) {
  return {
    filename: uploadKey(photo.filename),
    name: (photo.name || photo.filename).slice(0, 255),
    kind: photo.kind,
    size: uploaded.size,
    dimensions: [uploaded.width, uploaded.height] as [number, number],
    datetime: { __type: 'Date' as const, iso: uploaded.datetimeISO },
    ...(uploaded.duration !== undefined ? { duration: uploaded.duration } : {}),
    ...(uploaded.imageAveRGB ? { imageAveRGB: uploaded.imageAveRGB } : {}),
    ...(uploaded.latitude !== undefined && uploaded.longitude !== undefined && (uploaded.latitude !== 0 || uploaded.longitude !== 0)
      ? { coordinates: { __type: 'GeoPoint' as const, latitude: uploaded.latitude, longitude: uploaded.longitude } }
      : {}),
  };
}

async function existingFileIds(extra: StoreExtra, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { records } = await requestItemList(extra.api, { className: 'file', where: { objectId: { $in: ids } }, limit: ids.length });
  return new Set(records.map((f) => f.objectId));
}

/**
 * Stage 2 → 3: the diary and its file links in one batch (the server moves every count, makes
 * the month's archive and the weather record, and runs the text check on changed content: the
 * diary's content-check result is the server's). A new diary carries the id chosen on the device,
 * so after a lost answer the retry finds it saved instead of writing it twice.
 */
async function saveBatch(ctx: SaveContext): Promise<void> {
  const { extra, draft, job } = ctx;
  if (job.isNew && job.errorCount > 0 && (await diaryExists(extra, job.diaryId))) return;
  const content = normalizeDiaryText(draft.content);
  const visible = orderVideosFirst(visiblePhotos(draft.photos));
  const coverFilename = effectiveCover(visible, draft.coverFilename);
  const coverPhoto = visible.find((p) => p.filename === coverFilename);
  const coverKey = coverPhoto ? uploadKey(coverPhoto.fileType === 'video' ? videoPosterFilename(coverPhoto.filename) : coverPhoto.filename) : null;
  const datetime = new Date(draft.datetime);
  // The clock it is written by: its day and time are shown by it wherever it is read (a shared link abroad). An
  // edited diary keeps its own, as Day One keeps an entry's zone; a new one takes the device's.
  const timeZone = draft.timeZone ?? deviceTimeZone(datetime);
  const reading = wallClockIn(datetime, timeZone);
  const body = {
    title: draft.title.trim(),
    content,
    datetime: { __type: 'Date' as const, iso: datetime.toISOString() },
    // Its day on that clock; an engine that cannot read the zone leaves the filing to the server, which can.
    ...(reading ? { todayonhistory: monthDayKey(reading) } : {}),
    timeZone,
    gallery: visible.map((p) => pointer('file', p.id)),
    cover: coverKey,
    // A new cover's mean colour comes from its upload; an existing cover keeps the stored one.
    ...(coverPhoto && job.uploaded[coverPhoto.id] ? { imageAveRGB: job.uploaded[coverPhoto.id]!.imageAveRGB ?? null } : {}),
    weather: draft.weather,
    favorite: draft.favorite,
    location: draft.locations.map((l) => pointer('location', l.id)),
    people: draft.people.map((p) => pointer('people', p.id)),
    tag: draft.tags.map((t) => pointer('tag', t.id)),
    status: draft.status ? pointer('status', draft.status.id) : null,
  };
  const removed = draft.photos.filter((p) => p.uploadedStatus && p.deleteStatus).map((p) => p.id);
  const stillThere = await existingFileIds(extra, removed);
  const diaryPointer = [pointer('diary', job.diaryId)];
  const requests: BatchOperation[] = [
    job.isNew
      ? { method: 'POST', className: 'diary', objectId: job.diaryId, body }
      : { method: 'PUT', className: 'diary', objectId: job.diaryId, body, ...(draft.baseUpdatedAt ? { ifUpdatedAt: draft.baseUpdatedAt } : {}) },
    ...newPhotos(draft).map((p): BatchOperation => ({ method: 'PUT', className: 'file', objectId: p.id, body: { diary: diaryPointer } })),
    ...removed.filter((id) => stillThere.has(id)).map((id): BatchOperation => ({ method: 'DELETE', className: 'file', objectId: id })),
  ];
  await extra.api.request(batchOpItems, { requests });
}

async function diaryExists(extra: StoreExtra, diaryId: string): Promise<boolean> {
  try {
    await extra.api.request(getItemById, { className: 'diary', objectId: diaryId });
    return true;
  } catch (error) {
    if (isApiError(error) && error.code === API_ERRORS.notFound.code) return false;
    throw error;
  }
}

const STEPS: Record<SaveStep, (ctx: SaveContext) => Promise<void>> = {
  deleteFiles: deleteRemovedFiles,
  uploadFiles: uploadNewFiles,
  saveBatch,
};

/** A save's remaining steps, from the stage its job reached, each recorded as it is done: the editor's save and the outbox's. */
export async function runSaveSteps(ctx: SaveContext): Promise<void> {
  await assertUnchangedElsewhere(ctx);
  for (const step of remainingSaveSteps(ctx.job.stage)) {
    await STEPS[step](ctx);
    await ctx.persist({ ...ctx.job, stage: stageAfter(step) });
  }
}

/** Where a saved editor goes when it has nothing to go back to (reloaded, or opened by a link): the diary edited, or the dashboard. */
const afterSave = (routeId: string) => (routeId === NEW_DIARY_ROUTE_ID ? undefined : routePath('detail', { diaryId: routeId }));

/**
 * The editor closes once its diary is saved: it goes back to where it was opened from. On a pad or desktop the
 * editor is a panel beside the tab, and a new diary's page takes its place there, as Day One's desktop app keeps a
 * finished entry on show: going back would show whatever the panel held before (the Pro page, another diary).
 */
function leaveSavedEditor(state: RootState, navigation: Navigation, routeId: string, job: SaveJob): void {
  if (job.isNew && state.app.screenView !== 'phone') navigation.replace(routePath('detail', { diaryId: job.diaryId }));
  else navigation.back(afterSave(routeId));
}

const draftOpenAt = (state: RootState, routeId: string) => state.editor.draft !== null && draftRouteId(state.editor.draft) === routeId;

/** The editor's checks before anything is sent: title 16, content 2000 and not empty, 3 places. */
export function validateDraft(draft: EditDraft): Message | undefined {
  const content = normalizeDiaryText(draft.content);
  return (
    validateTitle(draft.title) ?? validateContent(content, { hasMedia: visiblePhotos(draft.photos).length > 0 }) ?? validatePlaceCount(draft.locations.length)
  );
}

/**
 * Publish / Save (seed 1 §4, seed 2 §8). The progress marker is kept on the device: 0 nothing
 * done, 1 deleted files removed, 2 new files uploaded, 3 diary saved, and a save resumes from the
 * stage it reached, even after a restart. A failure is retried automatically, counting errors;
 * after more than 3 the error (or "server busy, try later") is shown and saving stops. On success
 * the draft is reset, the marker is 0, "Saved" shows and the editor goes back. When another device
 * changed the diary since it was opened here, the person chooses what stays (changed-elsewhere.ts).
 */
export function saveDiary(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const draft = getState().editor.draft;
    if (!draft) return false;
    const outcome = await dispatch(runSave(draft, draftRouteId(draft)));
    return outcome === 'changedElsewhere' ? dispatch(settleChangedElsewhere(runSave, saveDiary)) : outcome;
  };
}

/**
 * Saves `draft` for the editor route `routeId`, from `startJob` when given (else the route's progress, or a new one).
 * Answers whether it was saved, or that another device changed the diary first (nothing shown yet).
 */
export function runSave(draft: EditDraft, routeId: string, startJob?: SaveJob): AppThunk<Promise<boolean | 'changedElsewhere'>> {
  return async (dispatch, getState, extra) => {
    const { platform } = extra;
    const state = getState();
    if (state.editor.saving) return false;
    const problem = validateDraft(draft);
    if (problem) {
      platform.toast.show(problem);
      return false;
    }
    const held = state.editor.saveJob;
    let job: SaveJob =
      startJob ??
      (held && saveJobBelongsTo(held, draft)
        ? held
        : { diaryId: draft.id ?? platform.randomId(), isNew: draft.id === null, stage: 0, uploaded: {}, errorCount: 0 });
    const persist = async (next: SaveJob) => {
      job = next;
      ctx.job = next;
      await writeLocal(platform.storage, saveProgress(routeId), next);
      dispatch(editorActions.saveJobChanged({ routeId, job: next }));
    };
    const ctx: SaveContext = {
      extra,
      draft,
      job,
      persist,
      progress: (id, fraction) => dispatch(editorActions.uploadProgressed({ id, fraction })),
    };
    dispatch(editorActions.savingChanged(true));
    platform.toast.showLoading();
    await persist(job);
    try {
      for (;;) {
        try {
          if (!platform.network.isOnline()) throw new Offline();
          await runSaveSteps(ctx);
          break;
        } catch (error) {
          if (isChangedElsewhere(error)) return 'changedElsewhere';
          const errorCount = job.errorCount + 1;
          await persist({ ...job, errorCount });
          if (isNetworkFailure(error) && (!platform.network.isOnline() || shouldStopRetrying(errorCount))) {
            platform.toast.hideLoading();
            if (!outboxHasRoomFor(getState(), job)) {
              // The device holds as many waiting saves as it may: this one stays in its editor, nothing lost.
              platform.toast.show(message('outbox.full', { count: OUTBOX_MAX_SAVES }), { icon: 'error' });
              return false;
            }
            // No network (or none that reaches the server): the save waits in the outbox, photos and all, and goes when it is back.
            const open = draftOpenAt(getState(), routeId);
            await dispatch(queueSave(draft, routeId, job));
            platform.toast.show(message('outbox.savedOnDevice'));
            // As after a save that went: on a wide screen a new diary's page (the waiting diary) takes the panel.
            if (open) leaveSavedEditor(getState(), platform.navigation, routeId, job);
            return true;
          }
          if (!isRetryable(error) || shouldStopRetrying(errorCount)) {
            const shown =
              error instanceof SaveProblem
                ? error.userMessage
                : isApiError(error) && error.code !== undefined && apiErrorByCode(error.code)
                  ? errorMessage(error)
                  : message('errors.serverBusy');
            platform.toast.hideLoading();
            platform.toast.show(shown, { icon: 'error' });
            return false;
          }
          await platform.clock.sleep(SAVE_RETRY_DELAYS_MS[Math.min(errorCount - 1, SAVE_RETRY_DELAYS_MS.length - 1)]!);
        }
      }
      await removeLocal(platform.storage, saveProgress(routeId));
      // A waiting save of this diary taken back into the editor is done with: this publish went in its place.
      dispatch(outboxActions.removed(job.diaryId));
      forgetPickedFiles(extra.pickedFiles, draft);
      // The editor goes back only if it still shows this route's draft (another diary's may have opened meanwhile).
      const stillOpen = draftOpenAt(getState(), routeId);
      dispatch(editorActions.draftDone(routeId));
      // Lists loaded before now reload under "Loading a new diary" when shown.
      dispatch(listsSlice.actions.diariesChanged(platform.clock.now().toISOString()));
      try {
        await dispatch(loadCollections(['archive', 'location', 'people', 'tag', 'status', 'weather']));
        // An edited diary's page shows what the save wrote: a page left open below the editor (the mini program's
        // page stack keeps it) is not loaded again when it shows.
        if (!job.isNew) await dispatch(loadDiary(routeId));
      } catch {
        // The diary is saved; totals and its page refresh on the next start or opening.
      }
      platform.toast.hideLoading();
      platform.toast.show(message('toast.saved'), { icon: 'success' });
      if (stillOpen) leaveSavedEditor(getState(), platform.navigation, routeId, job);
      return true;
    } finally {
      dispatch(editorActions.savingChanged(false));
      platform.toast.hideLoading();
    }
  };
}
