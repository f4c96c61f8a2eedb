import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';
import type { TargetDraft } from './target-form';

/**
 * What was typed on a place, person, story or status form and not saved yet, by `{kind}/{id}` ('new'
 * when adding): it outlives the form while the user picks a story's topic or a status's group on
 * their own screens and comes back.
 */
export interface TargetFormState {
  unsaved: { key: string; draft: TargetDraft } | null;
}

const initialState: TargetFormState = { unsaved: null };

export const targetFormSlice = createSlice({
  name: 'targetForm',
  initialState,
  reducers: {
    targetDraftTyped(state, action: PayloadAction<{ key: string; draft: TargetDraft }>) {
      state.unsaved = action.payload;
    },
    targetDraftDropped(state) {
      state.unsaved = null;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const { targetDraftTyped, targetDraftDropped } = targetFormSlice.actions;

/** The key a form's unsaved draft is kept under. */
export const targetDraftKey = (kind: string, id: string | null) => `${kind}/${id ?? 'new'}`;
