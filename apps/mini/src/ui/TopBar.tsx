import { Text, View } from '@tarojs/components';
import { greetingText, routePath } from '@diary/core';
import { Search, SquarePen } from 'lucide';
import { openSearchPage, selectGreeting, selectSyncStatus, selectUserAvatar, showWaitingSheet, startNewDiary } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { translate, useT } from '../i18n';
import { miniNavigation } from '../platform/navigation';
import { Icon } from './Icon';
import { Picture } from './Picture';

/**
 * The dashboard's top bar on every tab (seed 2 §2.5: on a phone the write, search, settings and Pro buttons are on the
 * dashboard): the avatar (settings), the greeting with the nickname, PRO, and search and Write behind the gate.
 */
export function TopBar() {
  const t = useT();
  const dispatch = useAppDispatch();
  const welcome = useAppSelector(selectGreeting);
  const avatar = useAppSelector(selectUserAvatar);
  return (
    <>
      <View className="top-bar">
        <View className="top-avatar" onClick={() => miniNavigation.navigate(routePath('settings'))}>
          {avatar.url ? <Picture className="top-avatar-image" src={avatar.url} mode="aspectFill" /> : <Text>{avatar.initial}</Text>}
        </View>
        <Text className="greeting">{greetingText(welcome, t)}</Text>
        <Text className="top-pro" onClick={() => miniNavigation.navigate(routePath('gopro'))}>
          {t('shell.pro')}
        </Text>
        <View className="top-search" ariaRole="button" ariaLabel={t('common.search')} onClick={() => void dispatch(openSearchPage())}>
          <Icon icon={Search} size={22} />
        </View>
        <View className="top-write" ariaRole="button" ariaLabel={t('common.write')} onClick={() => void dispatch(startNewDiary())}>
          <Icon icon={SquarePen} size={22} />
        </View>
      </View>
      <SyncStatus />
    </>
  );
}

/** One line under the bar while something waits: changes waiting to sync (or refused), or that the app is offline; tapped, the waiting sheet. */
function SyncStatus() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSyncStatus);
  if (!status.label) return null;
  return (
    <Text className={`sync-status${status.refused > 0 ? ' refused' : ''}`} onClick={status.opensSheet ? () => dispatch(showWaitingSheet(true)) : undefined}>
      {translate(status.label)}
      {status.opensSheet ? ' ›' : ''}
    </Text>
  );
}
