import type { DescribeChosenFile } from './contract';

/** chosen-file.weapp.ts or chosen-file.h5.ts, whichever Taro builds. */
export declare const describeChosenFile: DescribeChosenFile;
