import type { EditDraft, EditPhoto } from '@diary/core';
import type { KeptFiles } from '../platform/services';
import type { SaveJob } from '../persist/keys';
import type { PickedFiles } from '../store';

/** A video's poster frame is kept (and uploaded) beside it, under this key. */
export const posterKey = (photoId: string) => `${photoId}:poster`;

/** Photos picked in this edit: their bytes are on the device only, until a save uploads them. */
export const pickedPhotos = (draft: EditDraft): EditPhoto[] => draft.photos.filter((photo) => !photo.uploadedStatus);

/** The keys a draft's picked files are kept under on the device. */
export function keptFileKeys(draft: EditDraft): string[] {
  return pickedPhotos(draft).flatMap((photo) => (photo.fileType === 'video' ? [photo.id, posterKey(photo.id)] : [photo.id]));
}

/** Keeps a picked file (and a video's poster) on the device; a platform that cannot keep it loses only that, not the pick. */
export async function keepPickedFile(keptFiles: KeptFiles, photoId: string, picked: { file: unknown; poster?: unknown }): Promise<void> {
  try {
    await keptFiles.keep(photoId, picked.file);
    if (picked.poster !== undefined) await keptFiles.keep(posterKey(photoId), picked.poster);
  } catch {
    // Full or refused storage: the photo stays in the draft for this session.
  }
}

/** The draft's picked files forgotten from memory (saved, or the draft left). */
export function forgetPickedFiles(pickedFiles: PickedFiles, draft: EditDraft): void {
  for (const photo of pickedPhotos(draft)) pickedFiles.delete(photo.id);
}

/**
 * A restored draft with its picked photos' bytes back from the device, ready to show and to upload.
 * A photo whose bytes are gone is left out, unless its save already uploaded it.
 */
export async function withKeptFiles(draft: EditDraft, saveJob: SaveJob | null, keptFiles: KeptFiles, pickedFiles: PickedFiles): Promise<EditDraft> {
  const photos: EditPhoto[] = [];
  for (const photo of draft.photos) {
    if (photo.uploadedStatus) {
      photos.push(photo);
      continue;
    }
    const kept = await keptFiles.read(photo.id).catch(() => null);
    const poster = photo.fileType === 'video' ? await keptFiles.read(posterKey(photo.id)).catch(() => null) : null;
    if (kept) {
      pickedFiles.set(photo.id, { file: kept.file, ...(poster ? { poster: poster.file } : {}) });
      photos.push({ ...photo, blobUrl: poster?.previewUrl ?? kept.previewUrl });
    } else if (saveJob?.uploaded[photo.id]) photos.push(photo);
  }
  return { ...draft, photos };
}
