import type { DiaryFile, mediaUrls } from '@diary/core';

/** How wide the gallery is drawn (`.gallery` in app.css: the screen's width, at most 620 px): a phone takes the 960 picture. */
const GALLERY_WIDTH = '(max-width: 620px) 100vw, 620px';

/**
 * The picture a gallery slide shows of a file: a playable video's poster, else the photo at the swiper's size with its
 * candidates for the screen's width. The gallery draws it and the opening diary's preload asks for it, so both ask for
 * the same bytes.
 */
export function galleryPicture(media: ReturnType<typeof mediaUrls>, file: DiaryFile): { src: string; srcSet?: string; sizes?: string } {
  const src = media.file(file, 'swiper');
  const srcSet = isPlayable(file) ? undefined : media.gallery(file);
  return srcSet ? { src, srcSet, sizes: GALLERY_WIDTH } : { src };
}

/** A video the gallery plays (one that failed the content check shows as a picture). */
export const isPlayable = (file: DiaryFile) => file.fileType === 'video' && !file.notPassed;
