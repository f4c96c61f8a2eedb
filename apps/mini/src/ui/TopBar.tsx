import { Text, View } from '@tarojs/components';
import { avatarUrl, greeting, routePath, avatarInitial } from '@diary/core';
import { openSearchPage } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { miniNavigation } from '../platform/navigation';
import { Picture } from './Picture';

/** The dashboard's top bar (seed 2 §2.5): the avatar (settings), the greeting with the nickname, and search behind the gate. */
export function TopBar() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const mediaBase = useAppSelector((s) => s.session.mediaBase);
  const avatar = user?.avatar && mediaBase ? avatarUrl(mediaBase, user.avatar, user.avatarCrop) : null;
  return (
    <View className="top-bar">
      <View className="top-avatar" onClick={() => miniNavigation.navigate(routePath('settings'))}>
        {avatar ? <Picture className="top-avatar-image" src={avatar} mode="aspectFill" /> : <Text>{avatarInitial(user?.nicename)}</Text>}
      </View>
      <Text className="greeting">{greeting(new Date(), user?.nicename, t)}</Text>
      <Text className="top-search" aria-label={t('common.search')} onClick={() => void dispatch(openSearchPage())}>
        🔍
      </Text>
    </View>
  );
}
