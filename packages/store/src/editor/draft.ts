import {
  bareFilename,
  addPhotos,
  dayOfPickerText,
  draftHasChanges,
  addPlace,
  defaultWeatherForNewDiary,
  diaryDatetimeForDay,
  emptyDraft,
  fileTypeFromKind,
  formatVideoDuration,
  hasCoordinates,
  includedRecord,
  MAX_PHOTOS_PER_DIARY,
  message,
  momentOnClock,
  movePhoto,
  newDiaryPrefill,
  photoFilename,
  pickerTimeText,
  routePath,
  sameLocalDay,
  visiblePhotos,
  WEATHER_UNSET,
  weatherAfterDateChange,
  writersClock,
  type DiaryListSelector,
  type DiaryRecord,
  type EditDraft,
  type EditPhoto,
  type MoveDirection,
  type WeatherCode,
} from '@diary/core';
import { deleteDiary, loadDiary, toggleDiaryPrivate } from '../diary/diary-actions';
import { findDiary } from '../diary/load-diary';
import { isNetworkFailure } from '../outbox/network-failure';
import { screensActions } from '../screens/screens-slice';
import { requestAction } from '../gate/gate';
import { loadTodayWeather } from '../widgets/widgets';
import type { AppThunk, RootState } from '../store';
import { draftRouteId, editorActions, NEW_DIARY_ROUTE_ID } from './editor-slice';
import { forgetPickedFiles, keepPickedFile } from './kept-files';
import { syncOutbox } from '../outbox/sync-outbox';
import { keepWaitingSaveForEditor } from '../outbox/waiting-in-editor';
import { waitingSaveOf } from '../persist/keys';

export { NEW_DIARY_ROUTE_ID } from './editor-slice';

type NamedRef = { id: string; name: string };

/** Whether a draft is the one an editor route is for: `/edit/new` a new diary's, `/edit/{id}` that diary's. */
export function draftBelongsTo(draft: EditDraft | null, routeId: string): draft is EditDraft {
  return draft !== null && draftRouteId(draft) === routeId;
}

/** Whether leaving the editor at a route now would lose a change the person made (a save under way loses nothing). */
export function selectEditorHasChanges(state: RootState, routeId: string): boolean {
  const { draft, original, saving } = state.editor;
  return !saving && draftBelongsTo(draft, routeId) && draftHasChanges(draft, original);
}

/** The draft the editor at a route shows: its own, or null (loading) — never another diary's. */
export function selectEditorDraft(state: RootState, routeId: string): EditDraft | null {
  return draftBelongsTo(state.editor.draft, routeId) ? state.editor.draft : null;
}

/** "Quit abnormally the last time you edited" is said by the editor showing the restored draft, not by another. */
export function selectAbnormalQuitNotice(state: RootState, routeId: string): boolean {
  return state.editor.abnormalQuit && selectEditorDraft(state, routeId) !== null;
}

/**
 * A new draft dated now (or the chosen day at 22:00), with today's weather only when dated today, and
 * what a diary written from its list starts with (its place, person, story or status chosen).
 */
function beginNewDraft(list?: DiaryListSelector, day?: Date): AppThunk {
  return (dispatch, getState, { platform }) => {
    const now = platform.clock.now();
    const datetime = day && !Number.isNaN(day.getTime()) ? diaryDatetimeForDay(day, now) : now;
    const draft = emptyDraft(datetime);
    draft.weather = defaultWeatherForNewDiary(datetime, now, getState().widgets.todayWeather?.code);
    dispatch(editorActions.draftStarted({ draft: { ...draft, ...(list ? newDiaryPrefill(getState().items, list) : {}) } }));
  };
}

/**
 * Write: through the gate, then a new draft (see beginNewDraft) at /edit/new, from the list it was
 * written from, if any, on the day chosen, if any (an archive month's writer picks one). A new diary's
 * draft with changes (left, or restored after an abnormal quit) is taken up instead; another diary's never is.
 */
export function startNewDiary(list?: DiaryListSelector, day?: Date): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
    if (!(await dispatch(requestAction('write', startNewDiary(list, day))))) return false;
    // A new diary's draft with writing in it is taken up again; an untouched one starts over, with what this list gives.
    const inHand = dispatch(takeDraftInHand(NEW_DIARY_ROUTE_ID));
    const unfinished = inHand && draftHasChanges(getState().editor.draft, getState().editor.original);
    if (!unfinished) dispatch(beginNewDraft(list, day));
    // Asked for a day, or a list's diary that the list fills in (its place, its person…), the person is told why the
    // unfinished one opened instead, left as it was. A plain Write (a month's with no day picked) needs no word.
    else if (day || (list && Object.keys(newDiaryPrefill(getState().items, list)).length > 0)) platform.toast.show(message('editor.unfinishedFirst'));
    platform.navigation.navigate(routePath('editor', { diaryId: NEW_DIARY_ROUTE_ID }));
    void dispatch(fillTodayWeather());
    return true;
  };
}

/**
 * A new diary dated today takes today's weather when the server has weather on. The editor opens at
 * once; the weather (located and fetched once a day) fills in when it comes, unless the writer has
 * chosen one meanwhile or moved the diary to another day.
 */
function fillTodayWeather(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    const waiting = (state: RootState) => {
      const draft = state.editor.draft;
      return draftBelongsTo(draft, NEW_DIARY_ROUTE_ID) && draft!.weather === WEATHER_UNSET && sameLocalDay(new Date(draft!.datetime), platform.clock.now());
    };
    if (!getState().app.features?.weather || !waiting(getState())) return;
    const code = await dispatch(loadTodayWeather());
    if (code && waiting(getState())) dispatch(editorActions.weatherFilled(code as WeatherCode));
  };
}

/** The editor's draft of an existing diary: its photos are uploaded ones. */
export function draftOfDiary(diary: DiaryRecord): EditDraft {
  // A place, person or story arrives as its record when included, else as a bare pointer (no name to show).
  const refs = (list: ReadonlyArray<{ objectId: string; name?: string }> | undefined) =>
    (list ?? []).map((ref) => ({ id: ref.objectId, name: ref.name ?? '' }));
  const photos = (diary.gallery ?? []).map((ref): EditPhoto => {
    const file = includedRecord(ref);
    const kind = file?.kind ?? '';
    return {
      id: ref.objectId,
      filename: bareFilename(file?.filename ?? ''),
      name: file?.name ?? '',
      fileType: fileTypeFromKind(kind) ?? 'image',
      kind,
      ...(file?.dimensions ? { width: file.dimensions[0], height: file.dimensions[1] } : {}),
      ...(file?.duration !== undefined ? { duration: file.duration, displayDuration: formatVideoDuration(file.duration) } : {}),
      ...(file?.size !== undefined ? { size: file.size } : {}),
      // The GPS the server read from the upload: the place sheet offers places near it.
      ...(hasCoordinates(file?.coordinates) ? { position: { latitude: file.coordinates.latitude, longitude: file.coordinates.longitude } } : {}),
      uploadedStatus: true,
      deleteStatus: false,
    };
  });
  const status = includedRecord(diary.status);
  return {
    id: diary.objectId,
    datetime: diary.datetime.iso,
    // Kept so that an edit neither moves the diary to this device's clock nor shows it by it.
    ...(diary.timeZone ? { timeZone: diary.timeZone } : {}),
    title: diary.title ?? '',
    content: diary.content ?? '',
    photos,
    photoIndex: 0,
    coverFilename: diary.cover ? bareFilename(diary.cover) : null,
    weather: diary.weather ?? 0,
    favorite: diary.favorite ?? false,
    locations: refs(diary.location),
    people: refs(diary.people),
    tags: refs(diary.tag),
    status: diary.status ? { id: diary.status.objectId, name: status?.name ?? '', ...(status?.emoji ? { emoji: status.emoji } : {}) } : null,
    ...(diary.updatedAt ? { baseUpdatedAt: diary.updatedAt } : {}),
  };
}

/**
 * The route's own draft in hand, if it has one: the open draft when it is the route's, else the one
 * kept for the route (left unsaved, or restored at start), which opens again. False when it has none.
 */
function takeDraftInHand(routeId: string): AppThunk<boolean> {
  return (dispatch, getState) => {
    const { draft, kept } = getState().editor;
    if (draftBelongsTo(draft, routeId)) return true;
    if (!kept[routeId]) return false;
    dispatch(editorActions.draftResumed(routeId));
    return true;
  };
}

/**
 * The draft of an existing diary, loaded. False when it is gone, or when another draft was started meanwhile. A change
 * of it saved here that waits to be sent opens as it waits (not the copy from before it), unless it is being sent now.
 */
function beginDiaryDraft(diaryId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const before = getState().editor;
    const waiting = waitingSaveOf(getState().outbox.entries, diaryId);
    if (waiting && draftRouteId(waiting.draft) === diaryId && getState().outbox.sendingKey !== diaryId) {
      await dispatch(keepWaitingSaveForEditor(waiting));
      return dispatch(takeDraftInHand(diaryId));
    }
    const diary = await dispatch(loadDiary(diaryId)).catch((error: unknown) => {
      // Without a network, the diary as this device shows it (its page, a list): the save waits in the outbox and
      // meets the server's copy when sent, a change made elsewhere meanwhile asking which to keep.
      const kept = isNetworkFailure(error) ? findDiary(getState(), diaryId) : undefined;
      if (!kept) throw error;
      return kept;
    });
    const now = getState().editor;
    if (!diary || now.draft !== before.draft || now.kept[diaryId]) return false;
    dispatch(editorActions.draftStarted({ draft: draftOfDiary(diary) }));
    return true;
  };
}

/** Opens the editor on an existing diary: its own draft when one was left unsaved, else the diary as stored. */
export function startEditingDiary(diaryId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    if (!dispatch(takeDraftInHand(diaryId)) && !(await dispatch(beginDiaryDraft(diaryId)))) return false;
    platform.navigation.navigate(routePath('editor', { diaryId }));
    return true;
  };
}

/**
 * The editor at a route, however it was reached (Write, a link, a reload, the browser's back or
 * forward, a tab left and come back to): the draft in hand is kept only when it belongs to the
 * route (selectEditorDraft). Otherwise `/edit/new` starts a new diary, through the gate, and
 * `/edit/{id}` loads that diary — so a draft never shows, nor saves, under another diary's route.
 * Nothing is decided before the app has started: the draft restored at start may be on its way.
 * The editor that shows a draft restored after an abnormal quit says so, once.
 */
export function openEditor(routeId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const before = getState().editor.draft;
    if (getState().app.start !== 'ready') return false;
    const opened = await dispatch(draftForRoute(routeId));
    // An editor opens with its sheets closed (one left open on another editor's draft must not show on this one).
    if (!draftBelongsTo(before, routeId)) dispatch(screensActions.editorSheetOpened(null));
    if (opened) dispatch(editorActions.pageShown());
    if (opened && selectAbnormalQuitNotice(getState(), routeId)) void dispatch(acknowledgeAbnormalQuit());
    return opened;
  };
}

/**
 * The editor's page was left (Back, a link, another editor, its panel closed): its draft stays in hand for it, and a
 * waiting save it showed goes now if nothing was changed on top of it (outbox/held-by-editor).
 */
export function leaveEditorPage(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(editorActions.pageLeft());
    const { draft, saveJob } = getState().editor;
    if (draft && saveJob && getState().outbox.entries.some((e) => e.key === saveJob.diaryId)) await dispatch(syncOutbox());
  };
}

function draftForRoute(routeId: string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    if (dispatch(takeDraftInHand(routeId))) return true;
    if (routeId !== NEW_DIARY_ROUTE_ID) return dispatch(beginDiaryDraft(routeId));
    if (!(await dispatch(requestAction('write', openEditor(routeId))))) return false;
    if (!dispatch(takeDraftInHand(routeId))) dispatch(beginNewDraft());
    return true;
  };
}

/** "Quit abnormally the last time you edited": said once, with "Got it", by the editor showing the restored draft. */
function acknowledgeAbnormalQuit(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    // Seen before it is shown: the editor opening again meanwhile must not say it twice.
    dispatch(editorActions.abnormalQuitSeen());
    await platform.modal.confirm({ title: message('editor.abnormalQuit'), showCancel: false, confirmText: message('common.gotIt') });
  };
}

/**
 * Adds photos or a video from the picker, or `given` files pasted or dropped into the editor: at most 15
 * in all (extra files of one pick are ignored silently), one video of 3 to 30 seconds, videos first.
 * Unsupported files are left out.
 */
export function pickMedia(fileType: 'image' | 'video', given?: readonly unknown[]): AppThunk<Promise<number>> {
  return async (dispatch, getState, { platform, pickedFiles }) => {
    const draft = getState().editor.draft;
    if (!draft) return 0;
    const room = MAX_PHOTOS_PER_DIARY - visiblePhotos(draft.photos).length;
    if (room <= 0) return 0;
    const picked = await platform.media.pick({ fileType, max: room, ...(given ? { given } : {}) });
    const photos: EditPhoto[] = [];
    for (const media of picked) {
      const type = fileTypeFromKind(media.kind);
      if (!type) {
        platform.toast.show(message('errors.unsupportedFileType'));
        continue;
      }
      const id = platform.randomId();
      const files = { file: media.file, ...(media.poster !== undefined ? { poster: media.poster } : {}) };
      pickedFiles.set(id, files);
      // Kept on the device too, so the photo outlives a reload while its draft waits.
      void keepPickedFile(platform.keptFiles, id, files);
      photos.push({
        id,
        filename: photoFilename(id, media.name || media.kind),
        name: media.name,
        fileType: type,
        kind: media.kind,
        ...(media.width !== undefined ? { width: media.width } : {}),
        ...(media.height !== undefined ? { height: media.height } : {}),
        ...(media.size !== undefined ? { size: media.size } : {}),
        ...(media.duration !== undefined ? { duration: media.duration, displayDuration: formatVideoDuration(media.duration) } : {}),
        ...(media.previewUrl ? { blobUrl: media.previewUrl } : {}),
        ...(media.coverBase64 ? { coverBase64: media.coverBase64 } : {}),
        ...(media.position ? { position: media.position } : {}),
        uploadedStatus: false,
        deleteStatus: false,
      });
    }
    // The strip as it is now: another pick (a paste and a drop in a row) may have added to it while these were described.
    const now = getState().editor.draft;
    if (!now || now.id !== draft.id) return 0;
    const result = addPhotos(now.photos, photos);
    for (const note of result.messages) platform.toast.show(note);
    dispatch(editorActions.photosChanged(result.photos));
    return result.photos.length - now.photos.length;
  };
}

/** Shift left / right among the visible photos; at the ends "Already on the far left/right". */
export function moveDraftPhoto(id: string, direction: MoveDirection): AppThunk<boolean> {
  return (dispatch, getState, { platform }) => {
    const draft = getState().editor.draft;
    if (!draft) return false;
    const moved = movePhoto(draft.photos, id, direction);
    if (!moved.ok) {
      platform.toast.show(moved.message);
      return false;
    }
    dispatch(editorActions.photosChanged(moved.photos));
    return true;
  };
}

/** "Delete this photo?" — then it leaves the strip ("Delete success"); a stored one is removed when the diary is saved. */
export function deleteDraftPhoto(id: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform, pickedFiles }) => {
    const confirmed = await platform.modal.confirm({ title: message('editor.deletePhotoTitle'), content: message('editor.deletePhotoContent') });
    if (!confirmed) return false;
    dispatch(editorActions.photoDeleted(id));
    pickedFiles.delete(id);
    void platform.keptFiles.remove(id).catch(() => undefined);
    platform.toast.show(message('toast.deleteSuccess'), { icon: 'success' });
    return true;
  };
}

/**
 * A new date, as read on the diary's own clock (the chooser shows and takes that clock's day and time): a new
 * diary moved to another day loses its weather (back to today takes today's). Where this engine does not know the
 * diary's zone, the chooser showed this device's clock, so the diary moves to it.
 */
export function changeDiaryDate(reading: Date): AppThunk {
  return (dispatch, getState, { platform }) => {
    const draft = getState().editor.draft;
    if (!draft) return;
    const onItsClock = draft.timeZone ? momentOnClock(reading, draft.timeZone) : undefined;
    const now = platform.clock.now();
    let datetime = onItsClock ?? reading;
    // No diary is dated later than now (the choosers' last moment): a later time becomes now, and the toast says so.
    if (datetime > now) {
      datetime = now;
      const shown = writersClock(now, onItsClock ? draft.timeZone : undefined);
      platform.toast.show(message('editor.date.notAfter', { time: pickerTimeText(shown) }));
    }
    const weather = weatherAfterDateChange({
      isNew: draft.id === null,
      previousDate: new Date(draft.datetime),
      nextDate: datetime,
      currentWeather: draft.weather as WeatherCode,
      todayWeather: getState().widgets.todayWeather?.code,
      now,
    });
    dispatch(editorActions.dateChanged({ datetime: datetime.toISOString(), weather, ...(onItsClock ? { timeZone: draft.timeZone } : {}) }));
  };
}

/** Adds a place (from "add new place" or a search), at most 3: "Up to add 3 places". */
export function addDraftPlace(place: NamedRef): AppThunk<boolean> {
  return (dispatch, getState, { platform }) => {
    const draft = getState().editor.draft;
    if (!draft) return false;
    const added = addPlace(draft.locations, place);
    if (!added.ok) {
      platform.toast.show(added.message);
      return false;
    }
    dispatch(editorActions.placesSet(added.places));
    return true;
  };
}

/** "Leave this edit page?" — saying what is lost, when something is: a change not saved. */
function leaveQuestion(changed: boolean) {
  if (!changed) return { title: message('editor.leaveTitle') };
  return {
    title: message('editor.leaveTitle'),
    content: message('editor.leaveContent'),
    confirmText: message('editor.discardAndLeave'),
    cancelText: message('editor.keepEditing'),
  };
}

/** The open draft is dropped; the device forgets it with its save progress and its photos (draft-persistence). */
function discardOpenDraft(): AppThunk {
  return (dispatch, getState, { pickedFiles }) => {
    const draft = getState().editor.draft;
    if (draft) forgetPickedFiles(pickedFiles, draft);
    dispatch(editorActions.draftReset());
  };
}

/** ✕: "Leave this edit page?" — leaving discards the draft and any unfinished save, and goes back. */
export function leaveEditor(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
    const draft = getState().editor.draft;
    const changed = draft !== null && selectEditorHasChanges(getState(), draftRouteId(draft));
    if (!(await platform.modal.confirm(leaveQuestion(changed)))) return false;
    dispatch(discardOpenDraft());
    platform.navigation.back();
    return true;
  };
}

/** The day picker's choice (`YYYY-MM-DD`): the diary moves to that day, keeping its time. */
export function changeDiaryDay(dayText: string): AppThunk {
  return (dispatch, getState) => {
    const draft = getState().editor.draft;
    const day = dayOfPickerText(dayText);
    if (!draft || !day) return;
    const at = writersClock(new Date(draft.datetime), draft.timeZone);
    dispatch(changeDiaryDate(new Date(day.getFullYear(), day.getMonth(), day.getDate(), at.getHours(), at.getMinutes())));
  };
}

/** The time picker's choice (`HH:mm`): the diary keeps its day, at that time. */
export function changeDiaryTime(timeText: string): AppThunk {
  return (dispatch, getState) => {
    const draft = getState().editor.draft;
    const match = /^(\d{1,2}):(\d{2})$/.exec(timeText);
    if (!draft || !match) return;
    const at = writersClock(new Date(draft.datetime), draft.timeZone);
    dispatch(changeDiaryDate(new Date(at.getFullYear(), at.getMonth(), at.getDate(), Number(match[1]), Number(match[2]))));
  };
}

/** An option of an existing diary's "more" sheet in the editor. */
export function chooseEditorMoreOption(option: 'private' | 'delete'): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(screensActions.editorSheetOpened(null));
    const id = getState().editor.draft?.id;
    if (!id) return;
    if (option === 'private') await dispatch(toggleDiaryPrivate(id));
    else await dispatch(deleteDiary(id));
  };
}
