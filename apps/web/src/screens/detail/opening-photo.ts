import { galleryForSwiper, mediaUrls } from '@diary/core';
import { selectDiaryDetail, type RootState } from '@diary/store';
import { galleryPicture } from './gallery-picture';

/**
 * Asks for the first picture of the diary the page opens on (a link, a reload) as soon as the diary and the media
 * address are in, instead of once start's other answers are in and the page is drawn (docs/benchmarks.md, "The
 * opening diary's first photo asked for with its answer"). The preload names the very picture the gallery's first
 * slide draws (its candidates and sizes), which then takes it from the browser's memory instead of asking again.
 */
export function preloadFirstPhoto(state: RootState, diaryId: string): void {
  const detail = selectDiaryDetail(state, diaryId);
  const mediaBase = state.session.mediaBase;
  if (detail.state !== 'ready' || !detail.diary.censorResultPassed || !mediaBase) return;
  const first = galleryForSwiper(detail.diary.gallery)[0];
  if (!first) return;
  const picture = galleryPicture(mediaUrls(mediaBase), first);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = picture.src;
  link.fetchPriority = 'high';
  if (picture.srcSet) link.imageSrcset = picture.srcSet;
  if (picture.sizes) link.imageSizes = picture.sizes;
  document.head.append(link);
}
