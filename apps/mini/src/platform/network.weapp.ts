import Taro from '@tarojs/taro';
import type { Network } from '@diary/store';

// WeChat says the network's state only asynchronously: the last one heard is kept, online until told otherwise.
let online = true;
const listeners = new Set<(online: boolean) => void>();
Taro.onNetworkStatusChange(({ isConnected }) => {
  online = isConnected;
  for (const listener of listeners) listener(isConnected);
});
void Taro.getNetworkType().then(
  ({ networkType }) => (online = networkType !== 'none'),
  () => undefined,
);

/** WeChat's network status (getNetworkType, onNetworkStatusChange). */
export const miniNetwork: Network = {
  isOnline: () => online,
  onChange(listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
