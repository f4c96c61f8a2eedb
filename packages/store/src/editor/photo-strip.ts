import { canAddPhotos, visiblePhotos, type EditPhoto } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';

/** One photo of the editor's strip: whether it is the cover, and its upload percent while a save uploads it. */
export interface StripPhotoRow {
  photo: EditPhoto;
  cover: boolean;
  /** 0–100 while saving and not yet uploaded; null otherwise. */
  uploadPercent: number | null;
}

/**
 * The editor's photo strip (seed 1 §2 "Diary editor", §4): the visible photos (the cover is the
 * chosen one, else the first), and whether more may be added (else "Up to 15 photos can be uploaded").
 */
export const selectPhotoStrip = createSelector(
  [(state: RootState) => state.editor.draft, (state: RootState) => state.editor.uploadProgress, (state: RootState) => state.editor.saving],
  (draft, progress, saving) => {
    const photos = draft ? visiblePhotos(draft.photos) : [];
    const cover = draft?.coverFilename ?? photos[0]?.filename;
    return {
      photos: photos.map((photo): StripPhotoRow => ({
        photo,
        cover: photo.filename === cover,
        uploadPercent: saving && !photo.uploadedStatus ? Math.round((progress[photo.id] ?? 0) * 100) : null,
      })),
      canAdd: draft ? canAddPhotos(draft.photos) : false,
    };
  },
);
