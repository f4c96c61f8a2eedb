import { fileTypeFromKind, type MediaFile, type mediaUrls } from '@diary/core';
import { lazy, Suspense } from 'react';

// The lightbox library loads with the first preview opened, never with the page that shows the thumbnails.
const MediaLightbox = lazy(() => import('./MediaLightbox'));

/** One picture or video in the preview. */
export type PreviewItem = ({ kind: 'photo'; src: string; alt?: string } | { kind: 'video'; src: string; poster: string }) & {
  /** The diary the item was saved with, where the preview is opened away from it (the photos overview). */
  diaryId?: string | null;
};

/** Where the preview opens: the item's position, and the thumbnail tapped (it grows from there and gets the focus back). */
export interface PreviewOpening {
  index: number;
  from: HTMLElement | null;
}

/**
 * A diary file as a preview item: a video plays (its poster while loading), anything else, a video
 * that failed the content check included, shows its picture at the swiper's size.
 */
export function previewItem(media: ReturnType<typeof mediaUrls>, file: MediaFile): PreviewItem {
  const picture = media.file(file, 'swiper');
  if (fileTypeFromKind(file.kind ?? '') === 'video' && !file.notPassed) return { kind: 'video', src: media.video(file), poster: picture };
  return { kind: 'photo', src: picture };
}

/**
 * The full-screen media preview (seed 1 §2.11): swipe and previous/next through every item, pinch or
 * wheel zoom, videos play and pause, "n / total", close, and a pull down of 48 px closes it; away from
 * the diary, "Open the diary" goes to the one the item on show came from.
 * Closed while `opening` is null.
 */
export function MediaPreview({
  items,
  opening,
  onClose,
  onOpenDiary,
}: {
  items: readonly PreviewItem[];
  opening: PreviewOpening | null;
  onClose: () => void;
  /** Offers "Open the diary" on an item that has its diaryId. */
  onOpenDiary?: (diaryId: string) => void;
}) {
  // The lightbox animates its own closing before it calls onClose.
  if (!opening) return null;
  return (
    <Suspense fallback={null}>
      <MediaLightbox items={items} opening={opening} onClose={onClose} onOpenDiary={onOpenDiary} />
    </Suspense>
  );
}
