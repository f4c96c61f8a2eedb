import { mediaUrls } from '@diary/core';
import { useAppSelector } from '../app/hooks';

/** URLs of the signed-in user's media, from the session's media base (renewed at start). */
export function useMedia() {
  return mediaUrls(useAppSelector((s) => s.session.mediaBase) ?? '');
}
