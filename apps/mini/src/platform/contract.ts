import type { PickedMedia } from '@diary/store';

/**
 * What differs between the WeChat build and the H5 build, one contract each side implements
 * (`x.weapp.ts` / `x.h5.ts`, which Taro picks at build time; `x.d.ts` gives TypeScript the contract).
 */

/** Opens the platform's chooser for photos or a video and describes what was chosen (at most `max`); nothing when cancelled. */
export type ChooseMedia = (options: { fileType: 'image' | 'video'; max: number }) => Promise<PickedMedia[]>;

/** n random bytes from the platform's secure generator. */
export type RandomBytes = (n: number) => Uint8Array;
