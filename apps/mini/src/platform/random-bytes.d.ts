import type { RandomBytes } from './contract';

/** random-bytes.weapp.ts or random-bytes.h5.ts, whichever Taro builds. */
export declare const randomBytes: RandomBytes;
