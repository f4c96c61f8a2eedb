import Taro from '@tarojs/taro';
import { fileTypeFromKind, type mediaUrls, type MediaFile } from '@diary/core';

/**
 * Opens WeChat's full-screen preview of a diary's or the overview's files at `index`: photos to swipe
 * and zoom, videos to play (previewMedia). Taro's browser build has no previewMedia: there the
 * photos open in its image preview.
 */
export function previewFiles(media: ReturnType<typeof mediaUrls>, files: readonly MediaFile[], index: number): void {
  const sources = files.map((file) => {
    const video = fileTypeFromKind(file.kind ?? '') === 'video' && !file.notPassed;
    return {
      url: video ? media.video(file) : media.file(file, 'swiper'),
      type: video ? ('video' as const) : ('image' as const),
      poster: media.file(file, 'swiper'),
    };
  });
  if (process.env.TARO_ENV === 'weapp') {
    void Taro.previewMedia({ sources, current: index }).catch(() => {});
    return;
  }
  const images = sources.filter((source) => source.type === 'image');
  const current = sources[index]?.type === 'image' ? sources[index]!.url : images[0]?.url;
  if (current) void Taro.previewImage({ urls: images.map((image) => image.url), current }).catch(() => {});
}
