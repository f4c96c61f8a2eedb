import { message, type Message } from '../i18n/message-key';
import type { FileType } from './file-type';
import { validateVideoDuration } from './video';

export const MAX_PHOTOS_PER_DIARY = 15;
export const MAX_VIDEOS_PER_DIARY = 1;

/** What the photo rules need to know of a photo in the editor's strip. */
export interface StripPhoto {
  id: string;
  filename: string;
  fileType: FileType;
  duration?: number;
  /** Already uploaded (an existing diary's file) rather than newly picked. */
  uploadedStatus?: boolean;
  /** Deleted in this edit; hidden, and removed from storage when the diary is saved. */
  deleteStatus?: boolean;
}

export function visiblePhotos<P extends StripPhoto>(photos: readonly P[]): P[] {
  return photos.filter((photo) => !photo.deleteStatus);
}

/** The add button is hidden once the strip holds 15. */
export function canAddPhotos(photos: readonly StripPhoto[]): boolean {
  return visiblePhotos(photos).length < MAX_PHOTOS_PER_DIARY;
}

/** Videos come before every other file; otherwise the order is kept. */
export function orderVideosFirst<P extends StripPhoto>(photos: readonly P[]): P[] {
  return [...photos.filter((p) => p.fileType === 'video'), ...photos.filter((p) => p.fileType !== 'video')];
}

export interface AddPhotosResult<P> {
  photos: P[];
  /** What to tell the user about files that were not added (at most one message per reason). */
  messages: Message[];
}

/**
 * Adds picked files to the strip. Files beyond the 15 allowed in one pick are
 * silently ignored; a second video, or a video shorter than 3 s or longer than
 * 30 s, is left out with its message.
 */
export function addPhotos<P extends StripPhoto>(current: readonly P[], picked: readonly P[]): AddPhotosResult<P> {
  const messages: Message[] = [];
  const note = (m: Message) => {
    if (!messages.some((existing) => existing.key === m.key)) messages.push(m);
  };
  let videos = visiblePhotos(current).filter((p) => p.fileType === 'video').length;
  let room = MAX_PHOTOS_PER_DIARY - visiblePhotos(current).length;
  const added: P[] = [];
  for (const photo of picked) {
    if (room <= 0) break;
    if (photo.fileType === 'video') {
      if (videos >= MAX_VIDEOS_PER_DIARY) {
        note(message('editor.videoMax', { max: MAX_VIDEOS_PER_DIARY }));
        continue;
      }
      const durationProblem = validateVideoDuration(photo.duration ?? 0);
      if (durationProblem) {
        note(durationProblem.message);
        continue;
      }
      videos++;
    }
    added.push(photo);
    room--;
  }
  return { photos: orderVideosFirst([...current, ...added]), messages };
}

export type MoveDirection = 'left' | 'right';
export type MovePhotoResult<P> = { ok: true; photos: P[] } | { ok: false; message: Message };

/** Swaps a photo with its visible neighbour; at either end the user is told so. */
export function movePhoto<P extends StripPhoto>(photos: readonly P[], id: string, direction: MoveDirection): MovePhotoResult<P> {
  const visible = visiblePhotos(photos);
  const at = visible.findIndex((p) => p.id === id);
  const target = direction === 'left' ? at - 1 : at + 1;
  if (at < 0) return { ok: true, photos: [...photos] };
  if (target < 0) return { ok: false, message: message('editor.farLeft') };
  if (target >= visible.length) return { ok: false, message: message('editor.farRight') };
  const next = [...photos];
  const from = photos.indexOf(visible[at] as P);
  const to = photos.indexOf(visible[target] as P);
  [next[from], next[to]] = [next[to] as P, next[from] as P];
  return { ok: true, photos: next };
}

/** The cover: the chosen one while it is still in the strip, else the first photo, else none. */
export function effectiveCover(photos: readonly StripPhoto[], coverFilename: string | null | undefined): string | null {
  const visible = visiblePhotos(photos);
  if (coverFilename && visible.some((p) => p.filename === coverFilename)) return coverFilename;
  return visible[0]?.filename ?? null;
}

export interface DeletePhotoResult<P> {
  photos: P[];
  coverFilename: string | null;
}

/**
 * Deletes a photo: a newly picked one leaves the strip, an uploaded one is flagged
 * deleted (its stored file is removed when the diary is saved). Deleting the cover
 * moves the cover to the first remaining photo, or none.
 */
export function deletePhoto<P extends StripPhoto>(photos: readonly P[], id: string, coverFilename: string | null | undefined): DeletePhotoResult<P> {
  const next = photos.flatMap((p) => (p.id !== id ? [p] : p.uploadedStatus ? [{ ...p, deleteStatus: true }] : []));
  const deleted = photos.find((p) => p.id === id);
  const cover = deleted && deleted.filename === coverFilename ? null : coverFilename;
  return { photos: next, coverFilename: effectiveCover(next, cover) };
}
