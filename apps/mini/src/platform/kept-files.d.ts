/** kept-files.weapp.ts or kept-files.h5.ts, whichever Taro builds. */
import type { KeptFiles } from '@diary/store';

/** Picked files kept on the device while their draft waits: WeChat's user data folder, or the H5 build's IndexedDB. */
export declare const miniKeptFiles: KeptFiles;
