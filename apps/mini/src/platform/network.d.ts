/** network.weapp.ts or network.h5.ts, whichever Taro builds. */
import type { Network } from '@diary/store';

/** Whether the device has a network: WeChat's network status, or the H5 build's browser events. */
export declare const miniNetwork: Network;
