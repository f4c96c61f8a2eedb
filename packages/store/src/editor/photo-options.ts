import { visiblePhotos, type EditPhoto, type MessageKey } from '@diary/core';
import type { AppThunk } from '../store';
import { deleteDraftPhoto, moveDraftPhoto } from './draft';
import { coverChosen } from './editor-slice';

/** The editor's photo options sheet (seed 1 §2 "Diary editor"), in its order. */
export const PHOTO_OPTIONS = ['preview', 'cover', 'left', 'right', 'delete'] as const;
export type PhotoOption = (typeof PHOTO_OPTIONS)[number];

const LABELS: Record<PhotoOption, MessageKey> = {
  preview: 'editor.photoOptions.preview',
  cover: 'editor.photoOptions.setCover',
  left: 'editor.photoOptions.shiftLeft',
  right: 'editor.photoOptions.shiftRight',
  delete: 'editor.photoOptions.delete',
};

/** An option's label. */
export function photoOptionLabel(option: PhotoOption): MessageKey {
  return LABELS[option];
}

/** What "preview" opens: the strip's photos (videos are not previewed) and the one to show first. */
export interface PhotoPreview {
  photos: EditPhoto[];
  index: number;
}

/**
 * What each option of the photo sheet does; both apps draw the sheet, the store acts. "Preview"
 * changes nothing: it resolves with what the app's own image viewer shows; the others resolve null.
 */
export function choosePhotoOption(photoId: string, option: PhotoOption): AppThunk<Promise<PhotoPreview | null>> {
  return async (dispatch, getState) => {
    const draft = getState().editor.draft;
    const photo = draft ? visiblePhotos(draft.photos).find((p) => p.id === photoId) : undefined;
    if (!photo) return null;
    switch (option) {
      case 'preview': {
        const photos = visiblePhotos(draft!.photos).filter((p) => p.fileType !== 'video');
        return { photos, index: Math.max(0, photos.indexOf(photo)) };
      }
      case 'cover':
        dispatch(coverChosen(photo.filename));
        return null;
      case 'left':
      case 'right':
        dispatch(moveDraftPhoto(photo.id, option));
        return null;
      case 'delete':
        await dispatch(deleteDraftPhoto(photo.id));
        return null;
    }
  };
}
