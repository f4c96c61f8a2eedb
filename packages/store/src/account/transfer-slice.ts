import type { ImportProgress, Message } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

/**
 * An import as the import screen follows it: the file going out (its fraction sent), then the
 * server's job (its stage and steps, getImportProgress), then what came in or why nothing did.
 */
export type ImportView =
  | { phase: 'idle' }
  | { phase: 'sending'; fileName: string; sent: number }
  | { phase: 'following'; fileName: string; progress: ImportProgress }
  /** The file never reached a job: refused on the device, or the sending failed. */
  | { phase: 'refused'; fileName: string; reason: Message };

export const transferSlice = createSlice({
  name: 'transfer',
  initialState: { import: { phase: 'idle' } as ImportView },
  reducers: {
    importChanged(state, action: PayloadAction<ImportView>) {
      state.import = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => ({ import: { phase: 'idle' } as ImportView })),
});

export const { importChanged } = transferSlice.actions;
