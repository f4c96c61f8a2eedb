import { emptyDraft, message, type EditDraft } from '@diary/core';
import { listsSlice } from '../lists/lists-slice';
import type { SaveJob } from '../persist/keys';
import type { AppThunk } from '../store';
import { draftRouteId, editorActions, NEW_DIARY_ROUTE_ID } from './editor-slice';

type RunSave = (draft: EditDraft, routeId: string, startJob?: SaveJob) => AppThunk<Promise<boolean | 'changedElsewhere'>>;

/** My version of a diary as a new diary of its own: the photos it removed stay with the other version. */
export function asNewDiary(draft: EditDraft): EditDraft {
  const { baseUpdatedAt: _base, ...rest } = draft;
  return { ...rest, id: null, photos: draft.photos.filter((photo) => !photo.deleteStatus) };
}

/**
 * Two devices: the diary open here was changed on another since it was opened, and its save was refused. Never a
 * silent overwrite: the person chooses. Keep mine saves this version over theirs. Take theirs leaves theirs and keeps
 * this version as the new diary's draft (offered while that draft is free, so no other writing is replaced). Keep both
 * saves this version as a new diary beside theirs. Closed without a choice, nothing changes: the draft waits here.
 */
export function settleChangedElsewhere(runSave: RunSave, saveAgain: () => AppThunk<Promise<boolean>>): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
    const mine = getState().editor.draft;
    if (!mine) return false;
    const routeId = draftRouteId(mine);
    const newDiaryFree = !getState().editor.kept[NEW_DIARY_ROUTE_ID];
    const choices: Array<{ label: 'editor.keepMine' | 'editor.takeTheirs' | 'editor.keepBoth'; act: () => Promise<boolean> }> = [
      {
        label: 'editor.keepMine',
        act: async () => {
          dispatch(editorActions.conditionDropped(routeId));
          return dispatch(saveAgain());
        },
      },
      ...(newDiaryFree
        ? [
            {
              label: 'editor.takeTheirs' as const,
              act: async () => {
                dispatch(editorActions.keptAsNewDiary({ routeId, copy: asNewDiary(mine), original: emptyDraft(new Date(mine.datetime)) }));
                dispatch(listsSlice.actions.diariesChanged(platform.clock.now().toISOString()));
                platform.toast.show(message('editor.copyKept'));
                platform.navigation.back();
                return false;
              },
            },
          ]
        : []),
      {
        label: 'editor.keepBoth',
        act: async () => {
          // This save already removed what it removed and uploaded what it added: the copy goes on from there, as a new diary.
          const done = getState().editor.saveJob;
          const job: SaveJob = { diaryId: platform.randomId(), isNew: true, stage: 1, uploaded: done?.uploaded ?? {}, errorCount: 0 };
          return (await dispatch(runSave(asNewDiary(mine), routeId, job))) === true;
        },
      },
    ];
    const chosen = await platform.modal.choose({
      title: message('editor.changedElsewhere'),
      content: message('errors.changedElsewhere'),
      choices: choices.map((choice) => message(choice.label)),
    });
    return chosen === null ? false : choices[chosen]!.act();
  };
}
