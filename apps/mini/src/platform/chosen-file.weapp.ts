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
 * WeChat hands temp paths (`wxfile://tmp_…jpg`) with the size, a video's duration and its poster
 * frame; the extension tells the type. The poster is uploaded beside the video as {id}.jpg.
 */
export const describeChosenFile: DescribeChosenFile = async (file) => {
  const name = file.tempFilePath.split('/').pop() ?? file.tempFilePath;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return {
    name,
    kind: TYPES[extension] ?? (file.fileType === 'video' ? 'video/mp4' : 'image/jpeg'),
    size: file.size,
    file: file.tempFilePath,
    ...(file.width ? { width: file.width } : {}),
    ...(file.height ? { height: file.height } : {}),
    ...(file.fileType === 'video'
      ? { duration: file.duration ?? 0, ...(file.thumbTempFilePath ? { poster: file.thumbTempFilePath, previewUrl: file.thumbTempFilePath } : {}) }
      : { previewUrl: file.tempFilePath }),
  };
};
