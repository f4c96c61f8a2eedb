import type { PickedMedia } from '@diary/store';

/**
 * What differs between the WeChat build and the H5 build, one contract each side implements
 * (`x.weapp.ts` / `x.h5.ts`, which Taro picks at build time; `x.d.ts` gives TypeScript the contract).
 */

/** One file `chooseMedia` gave, as the store wants it described. */
export interface ChosenFile {
  tempFilePath: string;
  fileType: 'image' | 'video';
  size: number;
  width?: number;
  height?: number;
  duration?: number;
  /** WeChat's poster frame of a video. */
  thumbTempFilePath?: string;
  /** The H5 build's File behind the temp path. */
  originalFileObj?: File;
}

export type DescribeChosenFile = (file: ChosenFile) => Promise<PickedMedia>;

/** n random bytes from the platform's secure generator. */
export type RandomBytes = (n: number) => Uint8Array;
