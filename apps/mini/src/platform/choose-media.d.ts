import type { ChooseMedia } from './contract';

/** choose-media.weapp.ts or choose-media.h5.ts, whichever Taro builds. */
export declare const chooseMedia: ChooseMedia;
