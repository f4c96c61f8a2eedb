import Taro from '@tarojs/taro';
import type { LatLng } from '@diary/core';
import { readPhotoPosition } from '@diary/core/photo-position';
import type { DescribeChosenFile } from './contract';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  m4v: 'video/x-m4v',
};

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
export const describeChosenFile: DescribeChosenFile = async (file) => {
  const name = file.tempFilePath.split('/').pop() ?? file.tempFilePath;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const position = file.fileType === 'image' ? await photoPosition(file.tempFilePath, file.size) : undefined;
  return {
    name,
    kind: TYPES[extension] ?? (file.fileType === 'video' ? 'video/mp4' : 'image/jpeg'),
    size: file.size,
    file: file.tempFilePath,
    ...(file.width ? { width: file.width } : {}),
    ...(file.height ? { height: file.height } : {}),
    ...(file.fileType === 'video'
      ? { duration: file.duration ?? 0, ...(file.thumbTempFilePath ? { poster: file.thumbTempFilePath, previewUrl: file.thumbTempFilePath } : {}) }
      : { previewUrl: file.tempFilePath, ...(position ? { position } : {}) }),
  };
};
