import { Input, Text, View } from '@tarojs/components';
import { useDidShow, usePageScroll, useReachBottom } from '@tarojs/taro';
import Taro from '@tarojs/taro';
import { listIdOf, SUB_KEYWORD_DELAY_MS, type DiaryListSelector } from '@diary/core';
import {
  changeSort,
  changeSubKeyword,
  forceReload,
  isListAtEnd,
  loadNextPage,
  openDiaryFromList,
  openList,
  rememberScroll,
  selectListRows,
  selectListTally,
} from '@diary/store';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { translate, useT } from '../i18n';
import { DiaryRow } from './DiaryRow';
import { PullToRefresh } from './nut';

/**
 * A diary list (seed 1 §2 "List screen") on the page's own scroll: the count, newer/older, the
 * keyword filter, month labels and day groups, the "new diary" banner, empty and end markers. The
 * next page of 20 loads when the page reaches its bottom; pulling down reloads it from the server, saying so in the
 * seed's words (NutUI's pull: WeChat's own shows three dots and no text); where the reader was is kept for the next visit.
 */
export function DiaryList({ selector }: { selector: DiaryListSelector }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const listId = listIdOf(selector);
  const list = useAppSelector((s) => s.lists.byId[listId]);
  const tally = useAppSelector((s) => selectListTally(s, listId));
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

  const rows = useAppSelector((s) => selectListRows(s, listId));

  // The keyword filter applies after typing stops.
  const [keyword, setKeyword] = useState(list?.subKeyword ?? '');
  useEffect(() => {
    if (!list || keyword.trim() === list.subKeyword) return;
    const timer = setTimeout(() => void dispatch(changeSubKeyword(listId, keyword)), SUB_KEYWORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword, list, listId, dispatch]);

  // Where the reader was: kept when the list goes, and scrolled back to once its rows are there again.
  const scrollTop = useRef(0);
  const restored = useRef(false);
  // The pull starts only from the top of the page; kept as a yes or no, so that scrolling redraws nothing.
  const [atTop, setAtTop] = useState(true);
  usePageScroll(({ scrollTop: top }) => {
    scrollTop.current = top;
    setAtTop(top <= 0);
  });
  useEffect(() => () => void dispatch(rememberScroll(listId, scrollTop.current)), [dispatch, listId]);
  useEffect(() => {
    if (restored.current || rows.length === 0) return;
    restored.current = true;
    if (list?.scrollTop) void Taro.pageScrollTo({ scrollTop: list.scrollTop, duration: 0 }).catch(() => {});
  }, [rows.length, list?.scrollTop]);

  return (
    <PullToRefresh
      className="diary-list-pull"
      scrollTop={atTop ? 0 : 1}
      onRefresh={() => dispatch(forceReload(selector))}
      pullingText={t('pullToRefresh.pull')}
      canReleaseText={t('pullToRefresh.release')}
      refreshingText={t('pullToRefresh.loading')}
      completeText=""
      // Words only: NutUI's idle state draws its spinning icon in the folded head, an animation that never stops.
      renderIcon={() => null}
    >
      <View className="diary-list" data-list-id={listId}>
        <View className="list-tools">
          <Text className="list-count">{tally.countLabel && translate(tally.countLabel)}</Text>
          <Text className="link sort-toggle" onClick={() => void dispatch(changeSort(listId, list?.sort === 'older' ? 'newer' : 'older'))}>
            {list?.sort === 'older' ? t('list.olderFirst') : t('list.newerFirst')}
          </Text>
        </View>
        <Input
          className="field search-field sub-keyword"
          type="text"
          confirmType="search"
          placeholder={t('list.subKeywordPlaceholder')}
          value={keyword}
          onInput={(e) => setKeyword(e.detail.value)}
        />
        {list?.newDiaryBanner && <View className="new-diary-banner">{t('list.newDiaryBanner')}</View>}
        {rows.map((row) =>
          row.kind === 'month' ? (
            <Text key={row.key} className="month-label">
              {row.label}
            </Text>
          ) : (
            <DiaryRow
              key={row.key}
              diary={row.diary}
              firstOfDay={row.firstOfDay}
              waiting={row.waiting}
              onOpen={(id) => void dispatch(openDiaryFromList(listId, id))}
            />
          ),
        )}
        {tally.note && <View className="empty">{translate(tally.note)}</View>}
        {tally.atEnd && <View className="list-end">{t('list.end')}</View>}
        {list?.load === 'loading' && <View className="muted center">{t('common.loading')}</View>}
      </View>
    </PullToRefresh>
  );
}
