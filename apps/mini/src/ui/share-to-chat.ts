import Taro, { useShareAppMessage } from '@tarojs/taro';
import { checkShareable, sharePath, type ShareKind } from '@diary/core';
import { changeShare, selectShareSheet, shareable } from '@diary/store';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../app/hooks';
import { miniRoute } from '../app/pages';
import { store } from '../app/store';

export interface ChatShare {
  kind: ShareKind;
  id: string;
  title: string;
}

/**
 * WeChat's "send to a chat" on a diary's or a list's page: the card opens the shared page inside the mini
 * program, for anyone. The menu offers it only when there is something that can be shared (a loaded diary,
 * a list with diaries); sending turns the public share on first when it is off (WeChat waits for the
 * promise, up to 3 s), as a link needs, and an expired one starts a new day.
 */
export function useShareToChat(share: ChatShare | undefined) {
  const available = useAppSelector((state) => {
    const item = share && shareable(state, share.kind, share.id);
    return Boolean(share && item && !checkShareable(share.kind, item));
  });
  useEffect(() => {
    if (process.env.TARO_ENV !== 'weapp') return;
    // An old base library may lack either: the menu then stays as WeChat has it.
    const menu = available ? Taro.showShareMenu : Taro.hideShareMenu;
    void menu?.({})?.catch(() => {});
  }, [available]);

  const latest = useRef(share);
  latest.current = share;
  useShareAppMessage(() => {
    const target = latest.current;
    if (!target) return {};
    const { kind, id, title } = target;
    const path = miniRoute(sharePath(kind, id)).url;
    if (selectShareSheet(store.getState(), kind, id)?.live) return { title, path };
    return { title, path, promise: store.dispatch(changeShare(kind, id, 'start')).then(() => ({ title, path })) };
  });
}
