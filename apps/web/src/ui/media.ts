import { fileImageUrl, fileKey, mediaUrl, MEDIA_SIZES, videoUrl, type MediaFile, type MediaSize } from '@diary/core';
import { useAppSelector } from '../app/hooks';

/** URLs of the signed-in user's media, from the session's media base (renewed at start). */
export function useMedia() {
  const base = useAppSelector((s) => s.session.mediaBase) ?? '/media';
  return {
    file: (file: MediaFile, size: MediaSize) => fileImageUrl(base, file, size),
    cover: (filename: string, size: MediaSize = 'cover') => mediaUrl(base, fileKey(filename), MEDIA_SIZES[size]),
    original: (filename: string) => mediaUrl(base, fileKey(filename)),
    video: (file: MediaFile) => videoUrl(base, file),
  };
}
