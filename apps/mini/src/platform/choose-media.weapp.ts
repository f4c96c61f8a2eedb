import Taro from '@tarojs/taro';
import { mediaFormatOfExtension, type LatLng } from '@diary/core';
import { readPhotoPosition } from '@diary/core/photo-position';
import type { PickedMedia } from '@diary/store';
import type { ChooseMedia } from './contract';

/** One file WeChat's chooseMedia gave. */
interface ChosenFile {
  tempFilePath: string;
  fileType: 'image' | 'video';
  size: number;
  width?: number;
  height?: number;
  duration?: number;
  /** WeChat's poster frame of a video. */
  thumbTempFilePath?: string;
}

/**
 * Where a photo was taken, from the GPS in its EXIF block: the file's ends read through WeChat's file system (core's
 * reader, as in the browsers, but imported at once: WeChat's build resolves no package subpath loaded on demand).
 * A photo WeChat compressed has lost its EXIF and says nothing.
 */
async function photoPosition(path: string, size: number): Promise<LatLng | undefined> {
  try {
    const files = Taro.getFileSystemManager();
    return await readPhotoPosition(size, async (start, end) => new Uint8Array(files.readFileSync(path, undefined, start, end - start) as ArrayBuffer));
  } catch {
    return undefined;
  }
}

/**
 * WeChat hands temp paths (`wxfile://tmp_…jpg`) with the size, a video's duration and its poster
 * frame; the extension tells the type. The poster is uploaded beside the video as {id}.jpg.
 */
async function describeChosenFile(file: ChosenFile): Promise<PickedMedia> {
  const name = file.tempFilePath.split('/').pop() ?? file.tempFilePath;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const position = file.fileType === 'image' ? await photoPosition(file.tempFilePath, file.size) : undefined;
  return {
    name,
    kind: mediaFormatOfExtension(extension)?.contentType ?? (file.fileType === 'video' ? 'video/mp4' : 'image/jpeg'),
    size: file.size,
    file: file.tempFilePath,
    ...(file.width ? { width: file.width } : {}),
    ...(file.height ? { height: file.height } : {}),
    ...(file.fileType === 'video'
      ? { duration: file.duration ?? 0, ...(file.thumbTempFilePath ? { poster: file.thumbTempFilePath, previewUrl: file.thumbTempFilePath } : {}) }
      : { previewUrl: file.tempFilePath, ...(position ? { position } : {}) }),
  };
}

/** WeChat's own chooser (album or camera): it converts an iPhone's HEIC to JPEG itself. */
export const chooseMedia: ChooseMedia = async ({ fileType, max }) => {
  try {
    const { tempFiles } = await Taro.chooseMedia({ count: fileType === 'video' ? 1 : max, mediaType: [fileType], sourceType: ['album', 'camera'] });
    // Only what fits is described; the rest of one pick is ignored (seed 1 §5).
    return await Promise.all(tempFiles.slice(0, max).map((file) => describeChosenFile({ ...file, fileType })));
  } catch {
    // Cancelled.
    return [];
  }
};
