import { useShareAppMessage } from '@tarojs/taro';
import { sharePath, type ShareKind } from '@diary/core';
import { changeShare, shareSettings } from '@diary/store';
import { miniRoute } from '../app/pages';
import { store } from '../app/store';

export interface ChatShare {
  kind: ShareKind;
  id: string;
  title: string;
}

/**
 * WeChat's "send to a chat" on a diary's or a list's page: the card opens the shared page inside the mini
 * program, for anyone. Sending turns the public share on first when it is off (WeChat waits for the
 * promise, up to 3 s), as a link needs; an expired one starts a new day. `share` is read when the user
 * sends (the page's record may load after the page).
 */
export function useShareToChat(share: () => ChatShare | undefined) {
  useShareAppMessage(() => {
    const target = share();
    if (!target) return {};
    const { kind, id, title } = target;
    const path = miniRoute(sharePath(kind, id)).url;
    if (shareSettings(store.getState(), kind, id, new Date())?.live) return { title, path };
    return { title, path, promise: store.dispatch(changeShare(kind, id, 'start')).then(() => ({ title, path })) };
  });
}
