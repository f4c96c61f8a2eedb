import { Text, View } from '@tarojs/components';
import { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro';
import Taro from '@tarojs/taro';
import { groupByMonthAndDay, listIdOf, toDiary, type DiaryListSelector } from '@diary/core';
import { changeSort, forceReload, isListAtEnd, isListEmpty, loadNextPage, openDiaryFromList, openList } from '@diary/store';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { DiaryRow } from './DiaryRow';

/**
 * A diary list (seed 1 §2 "List screen") on the page's own scroll: the count, newer/older, day
 * groups, the "new diary" banner, empty and end markers. The next page of 20 loads when the page
 * reaches its bottom; pulling down reloads it from the server.
 */
export function DiaryList({ selector }: { selector: DiaryListSelector }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const listId = listIdOf(selector);
  const list = useAppSelector((s) => s.lists.byId[listId]);
  const language = useAppSelector((s) => s.app.preferences.language);
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));

  useEffect(() => {
    if (signedIn) void dispatch(openList(selector));
  }, [dispatch, selector, signedIn]);
  // Coming back to the page (after writing, deleting) shows it again without mounting it again:
  // the store reloads a list that changed since it was loaded.
  useDidShow(() => {
    if (signedIn) void dispatch(openList(selector));
  });

  useReachBottom(() => {
    if (list?.load === 'loaded' && !isListAtEnd(list)) void dispatch(loadNextPage(listId));
  });
  usePullDownRefresh(() => {
    void dispatch(forceReload(selector)).finally(() => Taro.stopPullDownRefresh());
  });

  const days = useMemo(() => {
    const diaries = (list?.diaries ?? []).map((d) => toDiary(d, language));
    return groupByMonthAndDay(diaries).flatMap((month) => month.days);
  }, [list?.diaries, language]);

  return (
    <View className="diary-list" data-list-id={listId}>
      <View className="list-tools">
        <Text className="list-count">{t('list.diaryCount', { count: list?.count ?? 0 })}</Text>
        <Text className="link sort-toggle" onClick={() => void dispatch(changeSort(listId, list?.sort === 'older' ? 'newer' : 'older'))}>
          {list?.sort === 'older' ? t('list.olderFirst') : t('list.newerFirst')}
        </Text>
      </View>
      {list?.newDiaryBanner && <View className="new-diary-banner">{t('list.newDiaryBanner')}</View>}
      {days.map((day) => (
        <View key={day.day} className="day-group">
          {day.diaries.map((diary, index) => (
            <DiaryRow key={diary.id} diary={diary} firstOfDay={index === 0} onOpen={(id) => void dispatch(openDiaryFromList(listId, id))} />
          ))}
        </View>
      ))}
      {isListEmpty(list) && <View className="empty">{t('list.empty')}</View>}
      {!isListEmpty(list) && isListAtEnd(list) && <View className="list-end">{t('list.end')}</View>}
      {list?.load === 'loading' && <View className="muted center">{t('common.loading')}</View>}
    </View>
  );
}
